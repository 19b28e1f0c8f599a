import type { CannedReply, ChatConversation, ChatMessage, ChatStaffMember, ChatState, ChatThread } from '@sen/core/chat/index';
import { api } from '../api/browser-api';

const id = (s: string) => encodeURIComponent(s);
type Sent = { conversation: ChatConversation; message: ChatMessage };

function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('image', file);
  return form;
}

/** The shopper's chat calls (issue 16). */
export const chatApi = {
  state: (signal?: AbortSignal) => api.get<ChatState>('/chat', { signal }),
  send: (body: { body: string; name?: string; email?: string }) => api.post<Sent>('/chat/messages', body),
  sendImage: (file: File) => api.post<Sent>('/chat/images', imageForm(file), { timeoutMs: 60_000 }),
  read: () => api.post<unknown>('/chat/read'),
};

/** The support inbox's calls. */
export const chatAdminApi = {
  list: (q: { status: 'open' | 'closed' | 'all'; mine?: boolean }, signal?: AbortSignal) =>
    api.get<{ items: ChatConversation[]; unreadTotal: number }>('/admin/chat/conversations', {
      query: { status: q.status, ...(q.mine ? { mine: 'true' } : {}) },
      signal,
    }),
  thread: (conversationId: string, signal?: AbortSignal) =>
    api.get<ChatThread>(`/admin/chat/conversations/${id(conversationId)}`, { signal }),
  reply: (conversationId: string, body: string) =>
    api.post<Sent>(`/admin/chat/conversations/${id(conversationId)}/messages`, { body }),
  replyImage: (conversationId: string, file: File) =>
    api.post<Sent>(`/admin/chat/conversations/${id(conversationId)}/images`, imageForm(file), { timeoutMs: 60_000 }),
  assign: (conversationId: string, staffId: string | null) =>
    api.post<ChatConversation>(`/admin/chat/conversations/${id(conversationId)}/assign`, { staffId }),
  status: (conversationId: string, status: 'open' | 'closed') =>
    api.post<ChatConversation>(`/admin/chat/conversations/${id(conversationId)}/status`, { status }),
  staff: (signal?: AbortSignal) => api.get<ChatStaffMember[]>('/admin/chat/staff', { signal }),
  canned: (signal?: AbortSignal) => api.get<CannedReply[]>('/admin/chat/canned-replies', { signal }),
  addCanned: (body: { title: string; body: string }) => api.post<CannedReply>('/admin/chat/canned-replies', body),
  removeCanned: (cannedId: string) => api.delete<unknown>(`/admin/chat/canned-replies/${id(cannedId)}`),
};
