// The deep verification report as a PDF in the reader's language (factoryCredit/download): the summary, then
// enterprise, staff, equipment, capability, licences, certifications and the checks, as the /deepauth page
// shows them.
import type { Lang } from '@portal/contracts/envelope';
import type { CreditReport } from '@portal/contracts/http/factory-credit';
import type { Bilingual } from '@portal/contracts/rules/constants';
import { chinaDate } from '../../lib/china-time.ts';
import { PdfDocument } from './pdf.ts';

const L = {
  title: { zh: '工厂深度认证报告', en: 'Deep Factory Verification Report' },
  reportNo: { zh: '报告编号', en: 'Report no.' },
  factory: { zh: '受检工厂', en: 'Factory' },
  verifiedAt: { zh: '认证日期', en: 'Verified on' },
  validUntil: { zh: '有效期至', en: 'Valid until' },
  agency: { zh: '认证机构', en: 'Agency' },
  inspectors: { zh: '认证人员', en: 'Inspectors' },
  score: { zh: '综合得分', en: 'Score' },
  grade: { zh: '评级', en: 'Grade' },
  conclusion: { zh: '认证结论', en: 'Conclusion' },
  enterprise: { zh: '一、企业信息', en: '1. Enterprise' },
  name: { zh: '企业名称', en: 'Name' },
  creditCode: { zh: '统一社会信用代码', en: 'Credit code' },
  legalPerson: { zh: '法定代表人', en: 'Legal representative' },
  registeredCapital: { zh: '注册资本', en: 'Registered capital' },
  establishedOn: { zh: '成立日期', en: 'Established' },
  companyType: { zh: '企业类型', en: 'Company type' },
  registeredAddress: { zh: '注册地址', en: 'Registered address' },
  businessScope: { zh: '经营范围', en: 'Business scope' },
  premises: { zh: '厂房性质', en: 'Premises' },
  plantArea: { zh: '厂房面积', en: 'Plant area' },
  officeArea: { zh: '办公面积', en: 'Office area' },
  annualTurnover: { zh: '年营业额', en: 'Annual turnover' },
  exportRatio: { zh: '出口占比', en: 'Export share' },
  mainMarkets: { zh: '主要市场', en: 'Main markets' },
  mainCustomers: { zh: '主要客户', en: 'Main customers' },
  staff: { zh: '二、人员结构', en: '2. Staff' },
  total: { zh: '员工总数', en: 'Total' },
  production: { zh: '生产人员', en: 'Production' },
  rnd: { zh: '研发人员', en: 'R&D' },
  qualityControl: { zh: '质检人员', en: 'Quality control' },
  management: { zh: '管理人员', en: 'Management' },
  sales: { zh: '销售人员', en: 'Sales' },
  collegeRatio: { zh: '大专及以上学历', en: 'College degree or above' },
  shifts: { zh: '生产班次', en: 'Shifts' },
  equipment: { zh: '三、生产设备', en: '3. Equipment' },
  equipmentName: { zh: '设备名称', en: 'Equipment' },
  brand: { zh: '品牌', en: 'Brand' },
  model: { zh: '型号', en: 'Model' },
  quantity: { zh: '数量', en: 'Quantity' },
  purchaseYear: { zh: '购置年份', en: 'Bought' },
  capability: { zh: '四、生产能力', en: '4. Capability' },
  productionLines: { zh: '生产线', en: 'Production lines' },
  mainProducts: { zh: '主营产品', en: 'Main products' },
  monthlyCapacity: { zh: '月产能', en: 'Monthly capacity' },
  annualOutput: { zh: '年产值', en: 'Annual output' },
  minOrder: { zh: '起订量', en: 'Minimum order' },
  leadTime: { zh: '交货周期', en: 'Lead time' },
  oemOdm: { zh: '代工能力', en: 'OEM / ODM' },
  rndCapability: { zh: '研发能力', en: 'R&D capability' },
  qualityProcess: { zh: '质量流程', en: 'Quality process' },
  licences: { zh: '五、资质证照', en: '5. Licences' },
  licenceName: { zh: '证照名称', en: 'Licence' },
  number: { zh: '编号', en: 'Number' },
  issuer: { zh: '发证机关', en: 'Issued by' },
  certifications: { zh: '六、认证证书', en: '6. Certifications' },
  checks: { zh: '七、现场核查', en: '7. On-site checks' },
  item: { zh: '核查项目', en: 'Item' },
  result: { zh: '结果', en: 'Result' },
  remark: { zh: '说明', en: 'Remark' },
  pass: { zh: '通过', en: 'Pass' },
  fail: { zh: '未通过', en: 'Fail' },
  yes: { zh: '支持', en: 'Yes' },
  no: { zh: '不支持', en: 'No' },
  none: { zh: '无', en: 'None' },
  page: { zh: '第 {page} / {pages} 页', en: 'Page {page} of {pages}' },
  printed: { zh: '市场城交易门户 · 生成于 {date}', en: 'Market City trading portal · generated {date}' },
} as const satisfies Record<string, Bilingual>;

const list = (items: readonly string[], lang: Lang) =>
  items.length ? items.join(lang === 'en' ? ', ' : '、') : L.none[lang];
const area = (squareMetres: number, lang: Lang) => (lang === 'en' ? `${squareMetres} sq m` : `${squareMetres} 平方米`);
const yuan = (money: string, lang: Lang) => (lang === 'en' ? `CNY ${money}` : `${money} 元`);

/** The file name of the download: the report number. */
export function reportFileName(report: CreditReport): string {
  return `${report.reportNo}.pdf`;
}

export function creditReportPdf(report: CreditReport, lang: Lang, now: number): Uint8Array {
  const t = (key: keyof typeof L) => L[key][lang];
  const doc = new PdfDocument({
    title: `${t('title')} ${report.reportNo}`,
    footer: (page, pages) =>
      `${report.reportNo}    ${t('page').replace('{page}', String(page)).replace('{pages}', String(pages))}    ${t('printed').replace('{date}', chinaDate(now))}`,
  });
  const w = doc.contentWidth;
  doc.text(t('title'), { size: 20, bold: true, gapAfter: 4 });
  doc.text(report.enterprise.name, { size: 13, gapAfter: 6 });
  doc.fields([
    [t('reportNo'), report.reportNo],
    [t('factory'), report.factory.shopName],
    [t('verifiedAt'), chinaDate(report.verifiedAt)],
    [t('validUntil'), report.validUntil],
    [t('agency'), report.agency],
    [t('inspectors'), list(report.inspectors, lang)],
    [t('score'), String(report.score)],
    [t('grade'), report.grade],
  ]);
  doc.row([
    { text: t('conclusion'), width: 95, bold: true },
    { text: report.conclusion, width: w - 95 },
  ]);

  const e = report.enterprise;
  doc.heading(t('enterprise'));
  doc.fields([
    [t('name'), e.name],
    [t('creditCode'), e.creditCode],
    [t('legalPerson'), e.legalPerson],
    [t('registeredCapital'), yuan(e.registeredCapital, lang)],
    [t('establishedOn'), e.establishedOn],
    [t('companyType'), e.companyType],
    [t('premises'), e.premises],
    [t('plantArea'), area(e.plantArea, lang)],
    [t('officeArea'), area(e.officeArea, lang)],
    [t('annualTurnover'), yuan(e.annualTurnover, lang)],
    [t('exportRatio'), `${e.exportRatio}%`],
    [t('mainMarkets'), list(e.mainMarkets, lang)],
  ]);
  doc.row([
    { text: t('registeredAddress'), width: 95, bold: true },
    { text: e.registeredAddress, width: w - 95 },
  ]);
  doc.row([
    { text: t('mainCustomers'), width: 95, bold: true },
    { text: list(e.mainCustomers, lang), width: w - 95 },
  ]);
  doc.row([
    { text: t('businessScope'), width: 95, bold: true },
    { text: e.businessScope, width: w - 95 },
  ]);

  const s = report.staff;
  doc.heading(t('staff'));
  doc.fields([
    [t('total'), String(s.total)],
    [t('production'), String(s.production)],
    [t('rnd'), String(s.rnd)],
    [t('qualityControl'), String(s.qualityControl)],
    [t('management'), String(s.management)],
    [t('sales'), String(s.sales)],
    [t('collegeRatio'), `${s.collegeRatio}%`],
    [t('shifts'), String(s.shifts)],
  ]);

  doc.heading(t('equipment'));
  const cols = [w * 0.34, w * 0.2, w * 0.2, w * 0.12, w * 0.14];
  doc.row(
    [t('equipmentName'), t('brand'), t('model'), t('quantity'), t('purchaseYear')].map((text, i) => ({
      text,
      width: cols[i]!,
      bold: true,
    })),
  );
  for (const item of report.equipment) {
    doc.row(
      [item.name, item.brand, item.model, String(item.quantity), String(item.purchaseYear)].map((text, i) => ({
        text,
        width: cols[i]!,
      })),
    );
  }

  const c = report.capability;
  doc.heading(t('capability'));
  doc.fields([
    [t('productionLines'), String(c.productionLines)],
    [t('monthlyCapacity'), c.monthlyCapacity],
    [t('annualOutput'), yuan(c.annualOutput, lang)],
    [t('minOrder'), c.minOrder],
    [t('leadTime'), lang === 'en' ? `${c.leadTimeDays} days` : `${c.leadTimeDays} 天`],
    [t('oemOdm'), `OEM ${c.oem ? t('yes') : t('no')} / ODM ${c.odm ? t('yes') : t('no')}`],
  ]);
  for (const [label, value] of [
    [t('mainProducts'), list(c.mainProducts, lang)],
    [t('rndCapability'), c.rndCapability],
    [t('qualityProcess'), list(c.qualityProcess, lang)],
  ] as const) {
    doc.row([
      { text: label, width: 95, bold: true },
      { text: value, width: w - 95 },
    ]);
  }

  doc.heading(t('licences'));
  const lic = [w * 0.3, w * 0.25, w * 0.3, w * 0.15];
  doc.row(
    [t('licenceName'), t('number'), t('issuer'), t('validUntil')].map((text, i) => ({
      text,
      width: lic[i]!,
      bold: true,
    })),
  );
  for (const licence of report.licences) {
    doc.row(
      [licence.name, licence.number, licence.issuer, licence.validUntil].map((text, i) => ({ text, width: lic[i]! })),
    );
  }

  doc.heading(t('certifications'));
  doc.text(list(report.certifications, lang));

  doc.heading(t('checks'));
  const chk = [w * 0.5, w * 0.14, w * 0.36];
  doc.row([t('item'), t('result'), t('remark')].map((text, i) => ({ text, width: chk[i]!, bold: true })));
  for (const check of report.checks) {
    // docs/requirements.md section 3: result F (or 0) means failure.
    const failed = check.result === 'F';
    doc.row([
      { text: check.item, width: chk[0]! },
      { text: failed ? t('fail') : t('pass'), width: chk[1]!, bold: failed },
      { text: check.remark, width: chk[2]! },
    ]);
  }
  return doc.bytes();
}
