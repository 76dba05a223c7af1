import { problemTypes } from '../../contract/complaint-types';
import { problemDetail } from '../../contract/complaints';
import { defineScreens } from '../../config/screen-definition';
import { complaintListCall } from './api/complaint-list-call';
import { complaintStartCall } from './api/complaint-start-call';
import { DRAFT_KEY } from './rules/complaint-storage';
import { parseTypeParam } from './rules/type-param';

export const complaintScreens = defineScreens({
  complaint: {
    path: '/complaint',
    aliases: ['/complaintUrl'],
    module: 'features/complaints/complaint-start-route',
    firstCall: complaintStartCall,
    paint: { by: 'server' },
  },
  complaintSubmit: {
    path: '/complainPageNext',
    module: 'features/complaints/complaint-submit-route',
    firstCall: {
      notEarly:
        'it calls only with a complaint type and an order number, which may be saved data (the server renders a link naming both)',
    },
    // The form asks for the question types only for a link naming the type and the order; a
    // device holding an unsent draft shows that draft, so its page renders afresh.
    paint: {
      by: 'server',
      call: (search) => {
        const query = new URLSearchParams(search);
        const complete =
          parseTypeParam(query.get('problemType')) !== undefined && query.get('orderNo')?.trim();
        return complete ? { endpoint: problemTypes, input: {}, required: [] } : undefined;
      },
      staleIfStored: () => DRAFT_KEY,
    },
  },
  complaintList: {
    path: '/complaintList',
    module: 'features/complaints/complaint-list-route',
    firstCall: complaintListCall,
    paint: { by: 'server' },
  },
  complaintDetail: {
    path: '/complainDetails',
    module: 'features/complaints/complaint-detail-route',
    firstCall: {
      notEarly:
        'its call takes the problemId link value, not an order value (the server renders it)',
    },
    // The link's problemId is no session value: the server writes it into the call the page
    // carries as a number the call always sends, so the browser rebuilds the same request.
    paint: {
      by: 'server',
      call: (search) => {
        const problemId = parseTypeParam(new URLSearchParams(search).get('problemId'));
        return problemId === undefined
          ? undefined
          : { endpoint: problemDetail, input: { problemId }, required: [] };
      },
    },
  },
});
