import { complaintSubmitStrings as t } from '../../../strings/complaint-submit';
import { countCharacters, MAX_DESCRIPTION } from './description-limit';

/** The complaint draft sent by problem-save (SPEC.md section 3). */
export interface ComplaintPayload {
  problemType: number;
  problemSonType: number | '';
  problemDetail: string;
  problemImage: string;
  orderNo: string;
  [key: string]: string | number;
}

export interface ComplaintInput {
  problemType: number;
  problemSonType?: number;
  description: string;
  imageUrls: readonly string[];
  orderNo: string;
}

/** The message that stops Send, or null when the description can be sent. */
export function descriptionError(description: string): string | null {
  if (description.trim() === '') return t.emptyDescription;
  if (countCharacters(description) > MAX_DESCRIPTION) return t.emptyDescription;
  return null;
}

/** problemImage is the uploaded URLs joined by commas, empty when there are none. */
export function buildComplaintPayload(input: ComplaintInput): ComplaintPayload {
  return {
    problemType: input.problemType,
    problemSonType: input.problemSonType ?? '',
    problemDetail: input.description.trim(),
    problemImage: input.imageUrls.filter((url) => url !== '').join(','),
    orderNo: input.orderNo,
  };
}
