import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

/*
 * Vectors in the style of the OWASP XSS Filter Evasion Cheat Sheet: each must come out with no way
 * left to run code: no script/style/iframe/object/embed/svg/form element, no on* attribute, no
 * style attribute, no javascript:/vbscript:/data: address (data: is refused even for pictures).
 */
const VECTORS: Array<[string, string]> = [
  ['plain script', '<script>alert(1)</script>'],
  ['script with src', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'],
  ['img javascript src', '<IMG SRC="javascript:alert(\'XSS\');">'],
  ['img no quotes', "<IMG SRC=javascript:alert('XSS')>"],
  ['img case', "<IMG SRC=JaVaScRiPt:alert('XSS')>"],
  ['img html entities', '<IMG SRC=javascript:alert(&quot;XSS&quot;)>'],
  ['img grave accents', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['malformed a', '\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>'],
  ['malformed img', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ['fromCharCode', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'],
  ['onerror', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  ['onerror no src', '<img src=x onerror=alert(1)>'],
  [
    'decimal entities',
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  ],
  [
    'decimal no semicolon',
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  ],
  [
    'hex entities',
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  ],
  ['embedded tab', '<IMG SRC="jav\tascript:alert(\'XSS\');">'],
  ['encoded tab', '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">'],
  ['encoded newline', '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">'],
  ['encoded carriage return', '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">'],
  ['null byte', '<IMG SRC=java\0script:alert("XSS")>'],
  ['spaces and meta before', '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">'],
  ['non-alpha separator', '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>'],
  ['body onload', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['extra open bracket', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['no closing script', '<SCRIPT SRC=http://xss.example/xss.js?< B >'],
  ['protocol resolution', '<SCRIPT SRC=//xss.example/.j>'],
  ['half open', '<IMG SRC="`<javascript:alert>`(\'XSS\')"'],
  ['end title', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ['input image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'],
  ['body background', '<BODY BACKGROUND="javascript:alert(\'XSS\')">'],
  ['img dynsrc', '<IMG DYNSRC="javascript:alert(\'XSS\')">'],
  ['img lowsrc', '<IMG LOWSRC="javascript:alert(\'XSS\')">'],
  ['list style image', '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>'],
  ['vbscript', '<IMG SRC=\'vbscript:msgbox("XSS")\'>'],
  ['svg onload', "<svg/onload=alert('XSS')>"],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['body onload plain', "<BODY ONLOAD=alert('XSS')>"],
  ['bgsound', '<BGSOUND SRC="javascript:alert(\'XSS\');">'],
  ['link stylesheet', '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">'],
  ['style import', "<STYLE>@import'http://xss.example/xss.css';</STYLE>"],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'],
  [
    'meta refresh data',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  ],
  ['iframe', '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>'],
  ['iframe event', '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'],
  ['frameset', '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>'],
  ['table background', '<TABLE BACKGROUND="javascript:alert(\'XSS\')">'],
  ['td background', '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">'],
  ['div background image', '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">'],
  ['div expression', '<DIV STYLE="width: expression(alert(\'XSS\'));">'],
  ['style attribute on p', '<p style="color:red;background:url(javascript:alert(1))">x</p>'],
  ['img style expression', '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">'],
  ['style tag', '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>'],
  ['base href', '<BASE HREF="javascript:alert(\'XSS\');//">'],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>'],
  [
    'embed',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  ],
  ['a javascript href', '<a href="javascript:alert(1)">click</a>'],
  ['a entity javascript href', '<a href="&#106;avascript:alert(1)">click</a>'],
  ['a data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
  ['img data src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['a onclick', '<a href="https://shop.example" onclick="alert(1)">ok</a>'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['math href', '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata', '<![CDATA[<script>alert(1)</script>]]>'],
  [
    'xml namespace',
    '<HTML xmlns:xss><?import namespace="xss" implementation="http://xss.example/xss.htc"><xss:xss>XSS</xss:xss></HTML>',
  ],
  ['video onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio src', '<audio src=x onerror=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['a target without rel', '<a href="https://evil.example" target="_blank" rel="opener">x</a>'],
  ['protocol relative link', '<a href="//evil.example/x">x</a>'],
];

const DANGEROUS = [
  /<\s*(script|style|iframe|frame|frameset|object|embed|svg|math|form|input|button|base|link|meta|body|html|bgsound|video|audio|source|details|marquee|template|noscript|xss)\b/i,
  /\son[a-z]+\s*=/i,
  /\sstyle\s*=/i,
  /(?:href|src|background|dynsrc|lowsrc|action|formaction)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i,
  /\sbackground\s*=/i,
  /href="\/\//i,
  /rel="opener"/i,
];

describe('sanitizeRichText', () => {
  it.each(VECTORS)('%s: nothing that runs survives', (_name, input) => {
    const out = sanitizeRichText(input);
    for (const pattern of DANGEROUS) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
    // Whatever is left must parse to only allowed text: no raw `<` starting an unknown tag.
    expect(out).not.toMatch(
      /<(?!\/?(p|br|hr|h[234]|strong|b|em|i|u|s|del|sub|sup|mark|code|pre|blockquote|ul|ol|li|a|img|figure|figcaption|table|thead|tbody|tr|th|td)\b)[a-z!?]/i,
    );
  });

  it('keeps what the editor writes', () => {
    const html =
      '<h2>Chọn điện thoại</h2><p>Xem <a href="/products?q=iphone">iPhone</a> và <strong>đậm</strong>, <em>nghiêng</em>.</p>' +
      '<ul><li>Một</li></ul><blockquote><p>Trích</p></blockquote><img src="/uploads/content/a.webp" alt="Ảnh">';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Chọn điện thoại</h2>');
    expect(out).toContain('<a href="/products?q=iphone">iPhone</a>');
    expect(out).toContain('<strong>đậm</strong>');
    expect(out).toContain('<blockquote><p>Trích</p></blockquote>');
    expect(out).toContain('<img src="/uploads/content/a.webp" alt="Ảnh" loading="lazy" />');
  });

  it('opens outside links safely and drops a forged rel', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.example" rel="opener">x</a>')).toBe('<a href="https://a.example">x</a>');
  });

  it('drops script text, not only the tags', () => {
    expect(sanitizeRichText('<p>a</p><script>steal()</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});
