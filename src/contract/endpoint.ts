import type * as v from 'valibot';
import type { SuccessRule } from './envelope';

/**
 * How a call is sent (DECISIONS.md section 3). `json`: new-style calls, JSON body, session
 * headers. `form`: old variant, repayment and promotion calls, form-encoded body, device
 * headers. `multipart`: the complaint photo upload (form-style headers, a file in the body).
 */
export type RequestStyle = 'json' | 'form' | 'multipart';

/**
 * One call of the lender's API, written once and shared by the client's fetchers, the sandbox's
 * handlers and the tests (docs/decisions/contract-module.md).
 */
export interface Endpoint<
  TInput extends v.GenericSchema = v.GenericSchema,
  TOutput extends v.GenericSchema = v.GenericSchema,
> {
  /** Under the API base (`/api`); `{provider}` is replaced by the configured provider. */
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly style: RequestStyle;
  readonly success: SuccessRule;
  /** Where the parameters travel; GET always sends them in the query string. */
  readonly params: 'query' | 'body';
  /** The parameters (query and body merged), as the sandbox validates them. */
  readonly input: TInput;
  /** `data` of a successful envelope. */
  readonly output: TOutput;
  /**
   * Answer fields the lender may send beside `data` instead of inside it (SPEC.md section 7);
   * read from either place, `data` first (`answerData` in ./envelope.ts).
   */
  readonly outside?: readonly string[];
  /**
   * Input fields that travel as request headers, by header name, never as parameters
   * (`splitHeaders`): the sandbox reads them from the headers into the same input.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

interface EndpointDefinition<TInput extends v.GenericSchema, TOutput extends v.GenericSchema> {
  path: string;
  method: 'GET' | 'POST';
  style?: RequestStyle;
  success?: SuccessRule;
  params?: 'query' | 'body';
  input: TInput;
  output: TOutput;
  outside?: readonly string[];
  headers?: Readonly<Record<string, string>>;
}

/** Defaults: JSON style, success code 0, parameters in the body of a POST. */
export function defineEndpoint<TInput extends v.GenericSchema, TOutput extends v.GenericSchema>(
  definition: EndpointDefinition<TInput, TOutput>,
): Endpoint<TInput, TOutput> {
  const { method, style = 'json', success = 'zero' } = definition;
  const params = method === 'GET' ? 'query' : (definition.params ?? 'body');
  return { ...definition, style, success, params };
}

/** What a caller passes (before parsing) and what the sandbox's handler receives (after). */
export type InputOf<E extends Endpoint> = v.InferInput<E['input']>;
export type ParsedInputOf<E extends Endpoint> = v.InferOutput<E['input']>;
/** `data` as the server writes it (before parsing) and as the client reads it (after). */
export type AnswerOf<E extends Endpoint> = v.InferInput<E['output']>;
export type DataOf<E extends Endpoint> = v.InferOutput<E['output']>;

/** The endpoint's path with the provider segment filled in. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, provider: string): string {
  return endpoint.path.replaceAll('{provider}', provider);
}
