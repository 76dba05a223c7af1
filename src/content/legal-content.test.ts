import { describe, expect, it } from 'vitest';
import type { CompanyDetails, LegalDocument } from './legal-document';
import { loanTerms } from './loan-terms';
import { privacyPolicy } from './privacy-policy';
import { registrationAgreement } from './registration-agreement';

const company: CompanyDetails = {
  appName: 'TestLoan',
  companyName: 'Test Lending Inc.',
  companyEmail: 'privacy@test.example',
  companyPhone: '+63 2 0000 1111',
  companyAddress: '1 Test Street, Pasig City',
  secRegistrationNo: 'CS-TEST-1',
  certificateOfAuthorityNo: 'COA-TEST-2',
};

function fullText(document: LegalDocument): string {
  const blocks = [...document.intro, ...document.sections.flatMap((section) => section.blocks)];
  return [
    document.title,
    ...document.sections.map((section) => section.heading),
    ...blocks.map((block) => (block.kind === 'paragraph' ? block.text : block.items.join('\n'))),
  ].join('\n');
}

describe('privacy policy', () => {
  const policy = privacyPolicy(company);
  const text = fullText(policy);

  it('covers every topic SPEC.md section 1 lists, each under its own heading', () => {
    const headings = policy.sections.map((section) => section.heading);
    for (const topic of [
      /collect/i,
      /disclosure/i,
      /cookies/i,
      /device information/i,
      /minors/i,
      /password/i,
      /changes/i,
      /opting out/i,
      /grievance officer/i,
    ]) {
      expect(
        headings.some((heading) => topic.test(heading)),
        String(topic),
      ).toBe(true);
    }
    for (const device of ['Camera', 'Location (GPS)', 'Advertising ID', 'Network information']) {
      expect(text).toContain(device);
    }
    expect(text).toContain('under 18 years of age');
  });

  it('fills in the company name, registration numbers and contact details from config', () => {
    for (const value of Object.values(company)) expect(text).toContain(value);
  });
});

describe('loan terms', () => {
  const text = fullText(loanTerms(company));

  it('states every loan term of SPEC.md section 9', () => {
    for (const term of [
      'be over 18 years of age',
      'permanent address in the Philippines',
      '91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days',
      'once half of the loan term has elapsed',
      'not earlier than 7 days after the loan is disbursed',
      '₱1,000 for new clients, or ₱800 for repeat clients',
      '5% of the unpaid amount per day from day 1 to day 30',
      '4% of the unpaid amount per day from day 31 to day 90',
      '2% of the unpaid amount per day from day 91',
      'change of name, date of birth or address within 3 days',
      'court judgment against the Borrower within 10 days',
      'at least 7 business days before the assignment',
      'by the same period as the original term',
      'interest and any penalties accrued up to the date of extension must be paid first',
    ]) {
      expect(text).toContain(term);
    }
  });

  it('names the lender with its SEC and Certificate of Authority numbers', () => {
    for (const value of [
      company.companyName,
      company.secRegistrationNo,
      company.certificateOfAuthorityNo,
      company.companyEmail,
      company.companyPhone,
      company.companyAddress,
    ]) {
      expect(text).toContain(value);
    }
  });
});

describe('registration agreement', () => {
  it('names the lender and its registration numbers', () => {
    const text = fullText(registrationAgreement(company));
    expect(text).toContain(company.companyName);
    expect(text).toContain(company.secRegistrationNo);
    expect(text).toContain(company.certificateOfAuthorityNo);
  });
});
