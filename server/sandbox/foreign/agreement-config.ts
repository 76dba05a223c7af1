/** The lender named on the sandbox agreement pages (the app shows its own from VITE_* config). */
export const config = {
  lender: `${process.env.VITE_COMPANY_NAME ?? 'Sample Lending Corp.'}, SEC Registration No. ${process.env.VITE_SEC_REGISTRATION_NO ?? 'CS201900001'}`,
};
