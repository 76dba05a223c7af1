/** Question type value 1 is the collection complaint, with sub-types (SPEC.md section 4). */
export const COLLECTION_TYPE = 1;

export type TypeChoice =
  /** Type 1 on an order whose isShow is not 1: refused with the spec's message. */
  | { kind: 'refused' }
  /** Type 1 on an order that allows it: the sub-type list opens (or closes). */
  | { kind: 'toggle-sub-types' }
  /** Any other type: straight to the submission page. */
  | { kind: 'next'; query: NextPageQuery };

export interface NextPageQuery {
  problemType: number;
  problemSonType?: number;
  orderNo: string;
}

export function allowsCollection(isShow: number | undefined): boolean {
  return isShow === 1;
}

/** What tapping a question type does for the selected order. */
export function chooseQuestionType(
  typeValue: number,
  order: { orderNo: string; isShow: number },
): TypeChoice {
  if (typeValue === COLLECTION_TYPE) {
    return allowsCollection(order.isShow) ? { kind: 'toggle-sub-types' } : { kind: 'refused' };
  }
  return { kind: 'next', query: { problemType: typeValue, orderNo: order.orderNo } };
}

/** What tapping a collection sub-type does: next page, unless the order no longer allows it. */
export function chooseSubType(
  sonValue: number,
  order: { orderNo: string; isShow: number },
): Exclude<TypeChoice, { kind: 'toggle-sub-types' }> {
  if (!allowsCollection(order.isShow)) return { kind: 'refused' };
  return {
    kind: 'next',
    query: { problemType: COLLECTION_TYPE, problemSonType: sonValue, orderNo: order.orderNo },
  };
}

/** The submission page's query, as strings (sub-type only when there is one). */
export function nextPageParams(query: NextPageQuery): Record<string, string> {
  const params: Record<string, string> = {
    problemType: String(query.problemType),
    orderNo: query.orderNo,
  };
  if (query.problemSonType !== undefined) params.problemSonType = String(query.problemSonType);
  return params;
}
