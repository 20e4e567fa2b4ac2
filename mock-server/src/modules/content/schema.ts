// Tables of the content module: news and announcements, help questions, market information, videos.
// Bodies are plain-text paragraphs joined by newlines.
export const contentMigrations = [
  {
    name: 'content-001',
    sql: `
CREATE TABLE content_news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,               -- announcement | market | industry | policy | exhibition
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  source TEXT NOT NULL,
  author TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  top INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX content_news_published ON content_news(published_at);
CREATE TABLE content_help (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE TABLE content_information (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,               -- price | trade | supply | enterprise
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  source TEXT NOT NULL,
  tags TEXT NOT NULL,                   -- comma separated
  published_at INTEGER NOT NULL,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE content_videos (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,               -- market | factory | product | live | guide
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  duration INTEGER NOT NULL,            -- seconds
  views INTEGER NOT NULL DEFAULT 0,
  likes INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL,
  company_id INTEGER REFERENCES companies(id),
  chapters TEXT NOT NULL,               -- JSON [{ at, title }]
  product_ids TEXT NOT NULL             -- JSON [id]
);
`,
  },
  {
    // English forms of the seeded texts (lib/text.ts reads them for Accept-Language: en; '' = none yet).
    name: 'content-002-english',
    sql: `
ALTER TABLE content_news ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_news ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_news ADD COLUMN body_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_news ADD COLUMN source_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_news ADD COLUMN author_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_help ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_help ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_help ADD COLUMN body_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_information ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_information ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_information ADD COLUMN body_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_information ADD COLUMN source_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_information ADD COLUMN tags_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_videos ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_videos ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_videos ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
ALTER TABLE content_videos ADD COLUMN chapters_en TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // Who liked which video: one row per user and video, so a like is idempotent (video/like/{id}).
    name: 'content-003-video-likes',
    sql: `
CREATE TABLE content_video_likes (
  video_id INTEGER NOT NULL REFERENCES content_videos(id),
  user_id INTEGER NOT NULL,
  liked_at INTEGER NOT NULL,
  PRIMARY KEY (video_id, user_id)
);
`,
  },
] as const;
