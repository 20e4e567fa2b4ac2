// Tables of the chat module: one conversation per buyer and seller company (every user of that company
// answers for it), its messages in id order, and how far each side has received and read them.
export const chatMigrations = [
  {
    name: 'chat-001',
    sql: `
CREATE TABLE chat_conversations (
  id INTEGER PRIMARY KEY,
  buyer_user_id INTEGER NOT NULL REFERENCES users(id),
  company_id INTEGER NOT NULL REFERENCES companies(id), -- the seller: a shop, factory or service provider
  created_at INTEGER NOT NULL,
  last_message_id INTEGER,
  last_at INTEGER NOT NULL,
  buyer_delivered_id INTEGER NOT NULL DEFAULT 0,   -- message ids: 0 = nothing yet
  buyer_read_id INTEGER NOT NULL DEFAULT 0,
  seller_delivered_id INTEGER NOT NULL DEFAULT 0,
  seller_read_id INTEGER NOT NULL DEFAULT 0,
  UNIQUE (buyer_user_id, company_id)
);
CREATE INDEX chat_conversations_company ON chat_conversations(company_id, last_at);
CREATE INDEX chat_conversations_buyer ON chat_conversations(buyer_user_id, last_at);
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id),
  sender_id INTEGER NOT NULL REFERENCES users(id),
  side TEXT NOT NULL CHECK (side IN ('buyer', 'seller')),
  kind TEXT NOT NULL CHECK (kind IN ('text', 'picture', 'goods')),
  text TEXT NOT NULL DEFAULT '',
  text_en TEXT NOT NULL DEFAULT '',      -- seeded messages only: what users type is kept as typed
  file_id INTEGER REFERENCES files(id),
  goods_id INTEGER REFERENCES products(id),
  client_key TEXT,
  sent_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_conversation ON chat_messages(conversation_id, id);
CREATE UNIQUE INDEX chat_messages_client_key ON chat_messages(sender_id, client_key) WHERE client_key IS NOT NULL;
`,
  },
] as const;
