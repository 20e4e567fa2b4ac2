// Seeds messages to factories, evaluations of goods and companies, and footprints of the demo buyers.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';

const MESSAGE_TEMPLATES = [
  '您好，我司是{city}的贸易公司，想采购一批{goods}，月需求约{qty}件，请问能否提供出厂价和起订量？',
  '看到贵厂的{goods}款式不错，想了解一下是否支持来图定制和贴牌（OEM），打样周期大概多久？',
  '我们计划下个月到义乌看厂，想参观贵厂的{goods}生产线，方便的话请回复可接待的时间，谢谢！',
  '请问贵厂{goods}的材质是否有检测报告？出口欧盟需要CE认证，能否提供相关资料？',
  '之前在贵厂拿过一批{goods}，质量很好。这次想追加{qty}件，交期最快多久可以安排出货？',
];
const GOODS = ['毛绒玩具', '发饰', '五金工具套装', '针织围巾', '中性笔', '收纳盒', '圣诞装饰品', '不锈钢保温杯'];
const CITIES = ['杭州', '宁波', '金华', '温州', '广州', '深圳', '上海'];

const PRODUCT_REVIEWS: [score: number, text: string][] = [
  [5, '做工精细，和图片一致，发货很快，已经第二次回购了。'],
  [5, '质量稳定，包装结实，客户反馈很好，下次继续合作。'],
  [4, '整体不错，性价比高，就是物流稍微慢了一点。'],
  [4, '款式新颖，走货快，个别有小瑕疵但商家处理及时。'],
  [3, '质量一般，和价格相符，希望包装再改进一下。'],
];
const COMPANY_REVIEWS: [score: number, text: string][] = [
  [5, '老板很实在，沟通顺畅，交期准时，值得长期合作。'],
  [5, '工厂规模大，验厂体验很好，品控严格。'],
  [4, '服务态度好，报价透明，小单也愿意接。'],
  [3, '产品还可以，回复消息有时不够及时。'],
];

const fill = (template: string, ctx: SeedContext) =>
  template
    .replace('{city}', ctx.pick(CITIES))
    .replace('{goods}', ctx.pick(GOODS))
    .replace('{qty}', String(ctx.int(5, 50) * 100));

export function seedEngagement(db: Db, ctx: SeedContext): void {
  const buyers = all<{ id: number; nickname: string; email: string | null; mobile: string }>(
    db,
    "SELECT id, nickname, email, mobile FROM users WHERE role = 'buyer' ORDER BY id",
  );
  const factories = all<{ id: number }>(db, "SELECT id FROM companies WHERE kind = 'factory' ORDER BY id");
  const products = all<{ id: number }>(db, 'SELECT id FROM products WHERE off_shelf = 0 ORDER BY id');
  const companies = all<{ id: number }>(
    db,
    "SELECT id FROM companies WHERE kind IN ('shop', 'factory', 'provider') ORDER BY id",
  );
  if (buyers.length === 0) return;
  const minutesAgo = (max: number) => ctx.now - ctx.int(5, max) * 60_000;

  // Every factory gets a few messages; the demo factory (the first) gets the most.
  factories.forEach((factory, index) => {
    const count = index === 0 ? 6 : ctx.int(0, 3);
    for (let i = 0; i < count; i += 1) {
      const buyer = ctx.pick(buyers);
      run(
        db,
        `INSERT INTO message_boards (company_id, sender_id, contact_name, email, mobile, content, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        factory.id,
        buyer.id,
        ctx.faker.person.fullName(),
        buyer.email ?? `${ctx.faker.string.alpha({ length: 6, casing: 'lower' })}@163.com`,
        ctx.int(0, 1) === 1 ? buyer.mobile : null,
        fill(ctx.pick(MESSAGE_TEMPLATES), ctx),
        minutesAgo(60 * 24 * 30),
      );
    }
  });

  const evaluate = (type: 'product' | 'company', targetId: number, reviews: [number, string][]) => {
    const authors = new Set<number>();
    const count = ctx.int(1, Math.min(4, buyers.length));
    for (let i = 0; i < count; i += 1) {
      const buyer = ctx.pick(buyers);
      if (authors.has(buyer.id)) continue;
      authors.add(buyer.id);
      const [score, text] = ctx.pick(reviews);
      const at = minutesAgo(60 * 24 * 60);
      run(
        db,
        `INSERT INTO evaluations (target_type, target_id, user_id, score, content, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        type,
        targetId,
        buyer.id,
        score,
        text,
        at,
        at,
      );
    }
  };
  products.filter((_, index) => index % 3 === 0).forEach((p) => evaluate('product', p.id, PRODUCT_REVIEWS));
  companies.forEach((c) => evaluate('company', c.id, COMPANY_REVIEWS));

  // The demo buyers have looked at some goods already.
  for (const buyer of buyers.slice(0, 3)) {
    const seen = new Set<number>();
    for (let i = 0; i < 12 && products.length > 0; i += 1) {
      const product = ctx.pick(products);
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      run(
        db,
        'INSERT INTO user_footprints (user_id, product_id, viewed_at) VALUES (?, ?, ?)',
        buyer.id,
        product.id,
        minutesAgo(60 * 24 * 14),
      );
    }
  }
}
