// Seeded companies get valid GB 32100-2015 credit codes: the shared seed draws 10 free characters (which may be
// I, O, S, V or Z and end on no check character); this maps each onto the code's alphabet and appends the check
// character, deterministically and without drawing from the seed's random stream.
import { completeCreditCode } from '@portal/contracts/rules/credit-code';
import { all, run, type Db } from '../../db/database.ts';

export function fillCreditCodes(db: Db): void {
  const rows = all<{ id: number; credit_code: string }>(db, 'SELECT id, credit_code FROM companies ORDER BY id');
  const taken = new Set<string>();
  for (const row of rows) {
    let code = completeCreditCode(row.credit_code);
    // Two drafts could map to one code; walk the serial part until it is free (codes identify a company).
    for (let bump = 1; taken.has(code); bump += 1) {
      code = completeCreditCode(`${code.slice(0, 12)}${String(bump).padStart(5, '0')}`);
    }
    taken.add(code);
    if (code !== row.credit_code) run(db, 'UPDATE companies SET credit_code = ? WHERE id = ?', code, row.id);
  }
}
