import { z } from 'zod';
import type { OpeningHours } from '../settings/schemas';
import { hhmmMinutes, shopClock } from '../shop-time';

/*
 * Live chat (issue 16, decision 0231): the shapes both sides read, the message rules and the
 * working-hours rule ("is support online now?"), pure so the widget and the server agree.
 */

/** A text message is at most this long. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one shopper may send per minute (server limit; the widget says so when reached). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Messages a page of history holds. */
export const CHAT_HISTORY_LIMIT = 200;

export const chatMessageSchema = z.object({
  body: z.string().trim().min(1, 'chat.v.empty').max(CHAT_MESSAGE_MAX, 'chat.v.tooLong'),
  /** A guest's name and e-mail (first message, or when support is offline so staff can answer). */
  name: z.string().trim().max(120, 'chat.v.tooLong').optional(),
  email: z.union([z.literal(''), z.email({ error: 'chat.v.email' })]).optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

export const chatReplySchema = z.object({
  body: z.string().trim().min(1, 'chat.v.empty').max(CHAT_MESSAGE_MAX, 'chat.v.tooLong'),
});

export const chatAssignSchema = z.object({ staffId: z.string().min(1).nullable() });
export const chatStatusSchema = z.object({ status: z.enum(['open', 'closed']) });
/** Staff's form: admin kit messages. */
export const cannedReplySchema = z.object({
  title: z.string().trim().min(1, 'adminKit.v.required').max(80, 'adminKit.v.tooLong'),
  body: z.string().trim().min(1, 'adminKit.v.required').max(CHAT_MESSAGE_MAX, 'adminKit.v.tooLong'),
});
export const chatInboxQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  mine: z.enum(['true', 'false']).optional(),
});

export type ChatSender = 'customer' | 'staff';

export interface ChatMessage {
  id: string;
  conversationId: string;
  sender: ChatSender;
  /** The staff member's display name (staff messages). */
  staffName: string;
  body: string;
  /** The picture's address (image pipeline), '' for text. */
  image: string;
  offline: boolean;
  createdAt: string;
}

export interface ChatConversation {
  id: string;
  name: string;
  email: string;
  /** A signed-in customer's account, null for a guest. */
  userId: string | null;
  status: 'open' | 'closed';
  assignedTo: { id: string; name: string } | null;
  lastMessage: string;
  lastMessageAt: string;
  unreadStaff: number;
  unreadCustomer: number;
  createdAt: string;
}

/** What the shopper's widget reads. */
export interface ChatState {
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  online: boolean;
  hours: OpeningHours[];
  replyWithinHours: number;
  signedIn: boolean;
}

export interface ChatThread {
  conversation: ChatConversation;
  messages: ChatMessage[];
}

export interface CannedReply {
  id: string;
  title: string;
  body: string;
}

export interface ChatStaffMember {
  id: string;
  name: string;
}

/** The live event a page hears when a message arrives. */
export interface ChatEvent {
  conversation: ChatConversation;
  message: ChatMessage;
}

/**
 * Whether support is within its working hours at `now`, counted in Vietnam's time (UTC+7, no
 * daylight saving): the general settings' hours (spec: Mon–Fri 8:00–17:00, Sat 9:00–14:00,
 * closed Sunday).
 */
export function chatOnline(hours: readonly OpeningHours[], now: Date = new Date()): boolean {
  const { day, minutes } = shopClock(now);
  const slot = day === 6 ? 'sun' : day === 5 ? 'sat' : 'mon-fri';
  const h = hours.find((x) => x.days === slot);
  if (!h || h.closed || !h.open || !h.close) return false;
  return minutes >= hhmmMinutes(h.open) && minutes < hhmmMinutes(h.close);
}
