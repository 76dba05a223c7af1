import { problemTypes } from '../../contract/complaint-types';
import { problemDetail } from '../../contract/complaints';
import { defineScreens, serverRendered } from '../../config/screen-definition';
import { complaintListLoader } from './api/complaint-list-loader';
import { complaintStartLoader } from './api/complaint-start-loader';
import { DRAFT_KEY } from './rules/complaint-storage';
import { parseTypeParam } from './rules/type-param';

const at = (route: string) => `features/complaints/${route}`;

export const complaintScreens = defineScreens({
  complaint: serverRendered('/complaint', at('complaint-start-route'), complaintStartLoader, {
    aliases: ['/complaintUrl'],
  }),
  // The form asks for the question types only for a link naming the type and the order; a device
  // holding an unsent draft shows that draft, so its page renders afresh.
  complaintSubmit: serverRendered(
    '/complainPageNext',
    at('complaint-submit-route'),
    {
      notEarly:
        'it calls only with a complaint type and an order number, which may be saved data (the server renders a link naming both)',
    },
    {
      paint: {
        loader: (search) => {
          const query = new URLSearchParams(search);
          const complete =
            parseTypeParam(query.get('problemType')) !== undefined && query.get('orderNo')?.trim();
          return complete ? { endpoint: problemTypes, input: {}, required: [] } : undefined;
        },
        staleIfStored: () => DRAFT_KEY,
      },
      audit: { query: { problemType: '2', orderNo: 'PL2024174' } },
    },
  ),
  complaintList: serverRendered('/complaintList', at('complaint-list-route'), complaintListLoader),
  // The link's problemId is no session value: the server writes it into the call the page carries
  // as a number the call always sends, so the browser rebuilds the same request.
  complaintDetail: serverRendered(
    '/complainDetails',
    at('complaint-detail-route'),
    {
      notEarly:
        'its call takes the problemId link value, not an order value (the server renders it)',
    },
    {
      paint: {
        loader: (search) => {
          const problemId = parseTypeParam(new URLSearchParams(search).get('problemId'));
          return problemId === undefined
            ? undefined
            : { endpoint: problemDetail, input: { problemId }, required: [] };
        },
      },
      audit: { query: { problemId: '1' } },
    },
  ),
});
