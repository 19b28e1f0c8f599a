import type { Language } from '@sen/core';
import type { MailMessage } from '../mail/mailer';
import { compose } from '../mail/templates';

const isVi = (lang: string) => lang === 'vi';
const hello = (vi: boolean, name: string) => (vi ? `Xin chào ${name || 'bạn'},` : `Hello ${name || 'there'},`);

/** Staff's answer to a contact message, in the language the sender wrote in (vi, else en). */
export function contactReplyMail(
  m: { email: string; name: string; subject: string; message: string; language: string },
  reply: { subject: string; body: string },
): MailMessage {
  const vi = isVi(m.language);
  const quoted = m.message
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const mail = compose({
    subject: reply.subject || `Re: ${m.subject}`,
    greeting: hello(vi, m.name),
    body: `${reply.body}\n\n${vi ? 'Tin nhắn của bạn:' : 'Your message:'}\n${quoted}`,
    note: vi
      ? 'Bạn nhận được email này vì đã gửi tin nhắn qua trang Liên hệ của Sen.'
      : 'You receive this email because you wrote to Sen through its contact page.',
  });
  return { ...mail, to: m.email, template: 'contact-reply', language: vi ? 'vi' : 'en' };
}

/** Tells a review's author that the shop replied under it. */
export function reviewReplyMail(
  to: string,
  name: string,
  product: { name: string; url: string },
  reply: string,
  lang: Language,
): MailMessage {
  const vi = isVi(lang);
  const mail = compose({
    subject: vi ? `Sen đã trả lời đánh giá của bạn về “${product.name}”` : `Sen replied to your review of “${product.name}”`,
    greeting: hello(vi, name),
    body: `${vi ? 'Câu trả lời của Sen:' : 'Our reply:'}\n${reply}`,
    action: { label: vi ? 'Xem đánh giá' : 'See the review', url: product.url },
    note: vi
      ? 'Bạn nhận được email này vì đã viết đánh giá trên Sen.'
      : 'You receive this email because you wrote a review on Sen.',
  });
  return { ...mail, to, template: 'review-reply', language: vi ? 'vi' : 'en' };
}
