/* The shipping and payment policies' prose as it shipped in the info texts (core i18n/areas/info), as blocks (decision 0356). Frozen: later edits are staff's. */
export const SEEDED_POLICY_PAGES = {
  shipping: {
    vi: {
      title: 'Chính sách giao hàng',
      lead: 'Phí và thời gian giao hàng dưới đây lấy trực tiếp từ các phương thức đang áp dụng tại Sen.',
      blocks: [
        {
          type: 'heading',
          text: 'Cách tính phí',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Phí được tính theo tỉnh, thành nhận hàng và tổng giá trị đơn, và hiển thị trước khi bạn đặt hàng.</li><li>Khu vực có mức phí riêng được áp dụng khi địa chỉ nhận hàng thuộc khu vực đó; nơi khác dùng mức phí chung của phương thức.</li><li>Khi đơn đạt ngưỡng miễn phí của phương thức đã chọn, phí giao hàng bằng 0.</li><li>Thời gian giao được tính từ khi đơn được xác nhận; hãy kiểm tra kiện hàng khi nhận.</li></ul>',
        },
      ],
    },
    en: {
      title: 'Shipping policy',
      lead: 'The fees and delivery times below come straight from the shipping methods Sen currently offers.',
      blocks: [
        {
          type: 'heading',
          text: 'How the fee is worked out',
        },
        {
          type: 'paragraph',
          html: '<ul><li>The fee depends on the delivery province and the order total, and is shown before you place the order.</li><li>A region with its own rate uses it when the delivery address is in that region; elsewhere the method’s general rate applies.</li><li>Once the order reaches the chosen method’s free-shipping threshold, shipping costs nothing.</li><li>Delivery time counts from the order’s confirmation; please check the parcel when you receive it.</li></ul>',
        },
      ],
    },
    fr: {
      title: 'Politique de livraison',
      lead: 'Les frais et délais ci-dessous proviennent directement des modes de livraison proposés par Sen.',
      blocks: [
        {
          type: 'heading',
          text: 'Calcul des frais',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Les frais dépendent de la province de livraison et du montant de la commande ; ils sont affichés avant la validation.</li><li>Une région dotée de son propre tarif l’applique si l’adresse s’y trouve ; ailleurs, le tarif général du mode s’applique.</li><li>Dès que la commande atteint le seuil de gratuité du mode choisi, la livraison ne coûte rien.</li><li>Le délai court à partir de la confirmation de la commande ; vérifiez le colis à la réception.</li></ul>',
        },
      ],
    },
    de: {
      title: 'Versandrichtlinie',
      lead: 'Die Kosten und Lieferzeiten unten stammen direkt aus den Versandarten, die Sen derzeit anbietet.',
      blocks: [
        {
          type: 'heading',
          text: 'So werden die Kosten berechnet',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Die Kosten richten sich nach der Lieferprovinz und dem Bestellwert und werden vor der Bestellung angezeigt.</li><li>Eine Region mit eigenem Tarif nutzt diesen, wenn die Lieferadresse dort liegt; sonst gilt der allgemeine Tarif der Versandart.</li><li>Erreicht die Bestellung die Grenze für kostenlosen Versand der gewählten Art, kostet der Versand nichts.</li><li>Die Lieferzeit zählt ab der Bestätigung der Bestellung; bitte prüfen Sie das Paket bei Erhalt.</li></ul>',
        },
      ],
    },
    ja: {
      title: '配送ポリシー',
      lead: '以下の送料とお届け日数は、Sen で現在ご利用いただける配送方法の設定そのものです。',
      blocks: [
        {
          type: 'heading',
          text: '送料の決まり方',
        },
        {
          type: 'paragraph',
          html: '<ul><li>送料はお届け先の省・市とご注文金額で決まり、ご注文の確定前に表示されます。</li><li>独自の料金がある地域は、お届け先がその地域内のときに適用され、それ以外は配送方法の共通料金になります。</li><li>ご注文金額が選んだ配送方法の送料無料ラインに達すると、送料は 0 になります。</li><li>お届け日数はご注文の確認から数えます。受け取りの際は荷物をご確認ください。</li></ul>',
        },
      ],
    },
  },
  payment: {
    vi: {
      title: 'Chính sách thanh toán',
      lead: 'Các hình thức thanh toán Sen đang chấp nhận, với phí xử lý và hạn mức lấy trực tiếp từ hệ thống.',
      blocks: [
        {
          type: 'heading',
          text: 'Phương thức đã lưu',
        },
        {
          type: 'paragraph',
          html: '<p>Sen không lưu thẻ hay tài khoản thanh toán nào của bạn: mỗi đơn hàng bạn chọn hình thức khi thanh toán.</p>',
        },
        {
          type: 'heading',
          text: 'Lưu ý khi thanh toán',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Chỉ những hình thức phù hợp với tổng giá trị đơn mới hiện ở bước thanh toán.</li><li>Đơn trả trước chưa được thanh toán sau 24 giờ sẽ tự động bị hủy và hoàn lại hàng vào kho.</li><li>Sen không lưu thông tin thẻ của bạn: việc thanh toán diễn ra trên cổng của ngân hàng hoặc ví.</li></ul>',
        },
      ],
    },
    en: {
      title: 'Payment policy',
      lead: 'The ways to pay Sen accepts, with handling fees and limits taken straight from the system.',
      blocks: [
        {
          type: 'heading',
          text: 'Saved payment methods',
        },
        {
          type: 'paragraph',
          html: '<p>Sen keeps no card or payment account of yours: you choose how to pay with each order.</p>',
        },
        {
          type: 'heading',
          text: 'Good to know',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Only the methods that suit the order total are offered at checkout.</li><li>A prepaid order left unpaid for 24 hours is cancelled automatically and its stock released.</li><li>Sen never stores your card details: payment happens on the bank’s or wallet’s own page.</li></ul>',
        },
      ],
    },
    fr: {
      title: 'Politique de paiement',
      lead: 'Les moyens de paiement acceptés par Sen, avec frais et plafonds issus directement du système.',
      blocks: [
        {
          type: 'heading',
          text: 'Moyens de paiement enregistrés',
        },
        {
          type: 'paragraph',
          html: '<p>Sen ne conserve aucune carte ni aucun compte de paiement : vous choisissez le moyen à chaque commande.</p>',
        },
        {
          type: 'heading',
          text: 'Bon à savoir',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Seuls les moyens adaptés au montant de la commande sont proposés au paiement.</li><li>Une commande prépayée non réglée sous 24 heures est annulée automatiquement et son stock libéré.</li><li>Sen n’enregistre jamais vos données de carte : le paiement se fait sur la page de la banque ou du portefeuille.</li></ul>',
        },
      ],
    },
    de: {
      title: 'Zahlungsrichtlinie',
      lead: 'Die von Sen akzeptierten Zahlungsarten, mit Gebühren und Grenzen direkt aus dem System.',
      blocks: [
        {
          type: 'heading',
          text: 'Gespeicherte Zahlungsarten',
        },
        {
          type: 'paragraph',
          html: '<p>Sen speichert keine Karte und kein Zahlungskonto von Ihnen: Sie wählen die Zahlungsart bei jeder Bestellung.</p>',
        },
        {
          type: 'heading',
          text: 'Gut zu wissen',
        },
        {
          type: 'paragraph',
          html: '<ul><li>Beim Bezahlen erscheinen nur die Zahlungsarten, die zum Bestellwert passen.</li><li>Eine vorab zu zahlende Bestellung, die 24 Stunden unbezahlt bleibt, wird automatisch storniert und der Bestand freigegeben.</li><li>Sen speichert niemals Ihre Kartendaten: Die Zahlung erfolgt auf der Seite der Bank oder des Wallets.</li></ul>',
        },
      ],
    },
    ja: {
      title: 'お支払いポリシー',
      lead: 'Sen でご利用いただけるお支払い方法です。手数料と金額の上限・下限はシステムの設定そのものです。',
      blocks: [
        {
          type: 'heading',
          text: '保存したお支払い方法',
        },
        {
          type: 'paragraph',
          html: '<p>Sen はお客様のカードや支払いアカウントを保存しません。ご注文ごとにお支払い方法をお選びください。</p>',
        },
        {
          type: 'heading',
          text: 'ご注意',
        },
        {
          type: 'paragraph',
          html: '<ul><li>お支払い手続きでは、ご注文金額に合う方法だけが表示されます。</li><li>前払いのご注文が 24 時間以内に支払われない場合、自動的にキャンセルされ在庫が戻されます。</li><li>Sen はカード情報を保存しません。お支払いは銀行またはウォレットのページで行われます。</li></ul>',
        },
      ],
    },
  },
} as const;
