// The server's money and quantity arithmetic is the contracts' (contracts/src/money.ts, tested there), so the
// web totals cart lines exactly as the server does; this re-export keeps the modules' imports short.
export * from '@portal/contracts/money';
