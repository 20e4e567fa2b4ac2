// Masking: people see each other's numbers, names and companies only partly. The variants differ on purpose
// (each screen shows its own form); pick the one the screen asks for.

/**
 * How a number shorter than a mobile number (11 characters) is shown: `keep` as it is, `digits` with every
 * digit followed by two more digits starred, `all` with every character but the last two starred.
 */
export type ShortNumberMask = 'keep' | 'digits' | 'all';

/** 13800000001 -> 138****0001 (first three, last four); shorter numbers as `short` says. */
export function maskMobile(mobile: string, short: ShortNumberMask = 'keep'): string {
  if (mobile.length >= 11) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  if (short === 'digits') return mobile.replace(/\d(?=\d{2})/g, '*');
  if (short === 'all') return mobile.replace(/.(?=.{2})/g, '*');
  return mobile;
}

/** A person's name: 张伟 -> 张*, 欧阳娜娜 -> 欧*** (one star per hidden character). */
export function maskPersonName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** A nickname: 王小明 -> 王** (always two stars); a one-character nickname gets one: A -> A*. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  return chars.length <= 1 ? `${nickname}*` : `${chars[0]}**`;
}

/** How a bidder or participant appears to others, from the account: buyer01 -> b***01. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 1)}***${account.slice(-2)}`;
}

/**
 * A company name keeping its head (up to five characters) and its last two: 金华市恒达五金制品有限公司 ->
 * 金华市恒达****公司; four characters or fewer: the first and two stars.
 */
export function maskCompanyName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}**`;
  const keep = Math.min(5, Math.floor(name.length / 2) - 1);
  return `${name.slice(0, keep)}****${name.slice(-2)}`;
}

/**
 * A company name keeping its first two characters and its legal form: 杭州百汇进出口有限公司 ->
 * 杭州**进出口有限公司 (the last seven characters when it ends in 有限公司, else the last two);
 * four characters or fewer: the first and two stars.
 */
export function maskCompanyNameKeepingSuffix(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}**`;
  const tail = name.endsWith('有限公司') ? chars.slice(-7) : chars.slice(-2);
  return `${chars.slice(0, 2).join('')}**${tail.join('')}`;
}
