// Downloadable documents of the portal (templates, credit and policy documents, guides): fileInfo/page.
import { Type, type Static } from 'typebox';
import { API, Page, PageQuery, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { DownloadFile } from '../entities/exhibition.ts';

export const FILE_INFO_CATEGORIES = ['template', 'credit', 'exhibition', 'policy', 'guide'] as const;
export type FileInfoCategoryValue = (typeof FILE_INFO_CATEGORIES)[number];
export const FileInfoCategory = Type.Enum([...FILE_INFO_CATEGORIES]);
export const FILE_INFO_CATEGORY_LABELS: Record<FileInfoCategoryValue, Bilingual> = {
  template: { zh: '合同模板', en: 'Templates' },
  credit: { zh: '信用资料', en: 'Credit documents' },
  exhibition: { zh: '展会资料', en: 'Exhibition materials' },
  policy: { zh: '政策文件', en: 'Policies' },
  guide: { zh: '操作指南', en: 'Guides' },
};

export const FileInfo = Type.Object({
  ...DownloadFile.properties,
  category: FileInfoCategory,
  description: Type.String(),
});
export type FileInfo = Static<typeof FileInfo>;

export const fileInfoPage = defineOperation({
  id: 'fileInfo/page',
  method: 'GET',
  path: `${API.pass}/fileInfo/page`,
  summary: 'A page of downloadable documents, by category and keyword, newest first',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    category: Type.Optional(FileInfoCategory),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(FileInfo),
});
