import type { Language } from '@sen/core';
import type { MailMessage } from './mailer';

type Lang = 'vi' | 'en';
const pick = (lang: Language): Lang => (lang === 'vi' ? 'vi' : 'en');

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One plain layout for every mail: a greeting, a paragraph, an optional button, a footnote. */
export function compose(parts: {
  subject: string;
  greeting: string;
  body: string;
  action?: { label: string; url: string };
  note: string;
}) {
  const text = [
    parts.greeting,
    '',
    parts.body,
    ...(parts.action ? ['', parts.action.url] : []),
    '',
    parts.note,
    '',
    '— Sen',
  ].join('\n');
  const button = parts.action
    ? `<p><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(parts.greeting)}</p><p>${escapeHtml(parts.body)}</p>${button}<p style="font-size:12px;color:#666">${escapeHtml(parts.note)}</p><p>— Sen</p></body></html>`;
  return { subject: parts.subject, text, html };
}

const hello = (lang: Lang, name: string) => (lang === 'vi' ? `Xin chào ${name || 'bạn'},` : `Hello ${name || 'there'},`);

export function verifyEmailMail(to: string, name: string, link: string, lang: Language): MailMessage {
  const l = pick(lang);
  const m =
    l === 'vi'
      ? compose({
          subject: 'Xác minh email của bạn tại Sen',
          greeting: hello(l, name),
          body: 'Cảm ơn bạn đã đăng ký tài khoản Sen. Vui lòng xác minh địa chỉ email của bạn.',
          action: { label: 'Xác minh email', url: link },
          note: 'Liên kết có hiệu lực trong 24 giờ. Nếu bạn không đăng ký, hãy bỏ qua email này.',
        })
      : compose({
          subject: 'Verify your email for Sen',
          greeting: hello(l, name),
          body: 'Thank you for creating a Sen account. Please confirm your email address.',
          action: { label: 'Verify email', url: link },
          note: 'The link is valid for 24 hours. If you did not sign up, ignore this email.',
        });
  return { ...m, to, template: 'verify-email', language: l };
}

export function resetPasswordMail(to: string, name: string, link: string, minutes: number, lang: Language): MailMessage {
  const l = pick(lang);
  const m =
    l === 'vi'
      ? compose({
          subject: 'Đặt lại mật khẩu Sen',
          greeting: hello(l, name),
          body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
          action: { label: 'Đặt lại mật khẩu', url: link },
          note: `Liên kết chỉ dùng được một lần và hết hạn sau ${minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.`,
        })
      : compose({
          subject: 'Reset your Sen password',
          greeting: hello(l, name),
          body: 'We received a request to reset the password of your account.',
          action: { label: 'Reset password', url: link },
          note: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email; your password stays the same.`,
        });
  return { ...m, to, template: 'reset-password', language: l };
}

export function passwordChangedMail(to: string, name: string, lang: Language): MailMessage {
  const l = pick(lang);
  const m =
    l === 'vi'
      ? compose({
          subject: 'Mật khẩu Sen của bạn đã được thay đổi',
          greeting: hello(l, name),
          body: 'Mật khẩu tài khoản Sen của bạn vừa được thay đổi và các thiết bị khác đã được đăng xuất.',
          note: 'Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ bộ phận hỗ trợ.',
        })
      : compose({
          subject: 'Your Sen password was changed',
          greeting: hello(l, name),
          body: 'The password of your Sen account was just changed and your other devices were signed out.',
          note: 'If this was not you, reset your password now and contact support.',
        });
  return { ...m, to, template: 'password-changed', language: l };
}

/** A staff invitation (issue 16): the new member chooses a password from the link, then signs in. */
export function staffInviteMail(
  to: string,
  name: string,
  link: string,
  days: number,
  invitedBy: string,
  roleLabel: string,
  lang: Language,
): MailMessage {
  const l = pick(lang);
  const m =
    l === 'vi'
      ? compose({
          subject: 'Lời mời tham gia quản trị cửa hàng Sen',
          greeting: hello(l, name),
          body: `${invitedBy} đã mời bạn tham gia khu vực quản trị của Sen với vai trò ${roleLabel}. Hãy đặt mật khẩu để bắt đầu.`,
          action: { label: 'Đặt mật khẩu', url: link },
          note: `Liên kết chỉ dùng được một lần và hết hạn sau ${days} ngày. Nếu bạn không mong đợi lời mời này, hãy bỏ qua email.`,
        })
      : compose({
          subject: 'You are invited to the Sen back office',
          greeting: hello(l, name),
          body: `${invitedBy} invited you to the Sen back office as ${roleLabel}. Choose a password to get started.`,
          action: { label: 'Choose a password', url: link },
          note: `The link works once and expires in ${days} days. If you did not expect this invitation, ignore this email.`,
        });
  return { ...m, to, template: 'staff-invite', language: l };
}
