import type { FastifyInstance } from 'fastify';
import { config } from './agreement-config';

const PAGES: Record<string, { title: string; body: string[] }> = {
  'loan-agreement': {
    title: 'Loan Agreement',
    body: [
      'This Loan Agreement is between the borrower and the lender named below.',
      'The loan term is 91 to 365 calendar days. The lender decides within 1 day and credits the loan within 1 to 3 calendar days after acceptance.',
      'Prepayment is allowed after half the term has elapsed and not before 7 days after disbursement.',
      'A late payment incurs a one-time penalty of 1,000 for new clients and 800 for repeat clients, plus 5% of the unpaid amount per day for days 1-30, 4% for days 31-90, and 2% from day 91.',
      'The borrower must report a change of name, birth date or address within 3 days.',
    ],
  },
  'disclosure-statement': {
    title: 'Disclosure Statement',
    body: [
      'This Disclosure Statement shows the full cost of your loan as required by Republic Act No. 3765 (Truth in Lending Act).',
      'It lists the amount you receive, the service fee, the interest, the total amount to repay and each repayment date.',
    ],
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Small same-origin agreement pages (sandbox only): the contract links and the forced agreement
 * pop-up open these. Plain HTML without script or inline style, so the app's CSP allows them.
 */
export function registerAgreementPages(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>('/sandbox/agreements/:slug', async (request, reply) => {
    const { slug } = request.params;
    const page = PAGES[slug];
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const paragraphs = page.body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg">
<title>${escapeHtml(page.title)}</title></head>
<body><main><h1>${escapeHtml(page.title)}</h1>
${paragraphs}
<p>${escapeHtml(config.lender)}</p></main></body></html>`);
  });
}
