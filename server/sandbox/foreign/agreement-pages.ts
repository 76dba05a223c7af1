import type { FastifyInstance } from 'fastify';
import { config } from './agreement-config';
import { pageHeaders } from './foreign-headers';
import { escapeHtml, htmlPage } from './html-page';

const SITE = 'Lender documents';

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

/**
 * The lender's agreement pages: contract-jump and misunderstood link to them, and the forced
 * agreement pop-up frames them. Only the app's origin may frame them (`frame-ancestors`), as the
 * lender's document server would allow its own app and nothing else.
 */
export function registerAgreementPages(app: FastifyInstance, appOrigin: string): void {
  app.get<{ Params: { slug: string } }>('/agreements/:slug', async (request, reply) => {
    const page = Object.hasOwn(PAGES, request.params.slug) ? PAGES[request.params.slug] : undefined;
    if (!page) {
      return pageHeaders(reply.code(404), { by: 'app', appOrigin }).send(
        htmlPage({ site: SITE, title: 'Not found', body: '<p>This agreement does not exist.</p>' }),
      );
    }
    const paragraphs = page.body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
    return pageHeaders(reply, { by: 'app', appOrigin }).send(
      htmlPage({
        site: SITE,
        title: page.title,
        body: `${paragraphs}\n<p>${escapeHtml(config.lender)}</p>`,
      }),
    );
  });
}
