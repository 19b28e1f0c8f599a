/** Live chat tables (migration 0026, decision 0231). */
type Bool = number;
type Timestamp = string;

export interface ChatConversationsTable {
  id: string;
  user_id: string | null;
  /** sha256 of the guest's chat cookie; kept after sign-in so the open widget still hears. */
  guest_key: string | null;
  name: string;
  email: string;
  language: string;
  /** open | closed */
  status: string;
  assigned_to: string | null;
  last_message: string;
  last_message_at: Timestamp;
  unread_staff: number;
  unread_customer: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  /** customer | staff */
  sender: string;
  staff_id: string | null;
  staff_name: string;
  body: string;
  image: string;
  /** Left outside the shop's working hours. */
  offline: Bool;
  created_at: Timestamp;
}

export interface ChatCannedRepliesTable {
  id: string;
  title: string;
  body: string;
  created_by: string | null;
  created_at: Timestamp;
}

export interface RealtimeTables {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_canned_replies: ChatCannedRepliesTable;
}
