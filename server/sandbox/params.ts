import type { FastifyRequest } from 'fastify';
import { MAX_PARAMETER_LENGTH } from '../../src/contract/input';
import { SandboxError } from './envelope';

/** Query and body (JSON or form) merged into one string map; the sandbox accepts both bodies. */
export function readParams(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') out[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
      else if (value === null) out[key] = '';
    }
  }
  return out;
}

/** A required parameter of at most `max` characters, or a clear 400 envelope naming it. */
export function required(
  params: Record<string, string>,
  name: string,
  max = MAX_PARAMETER_LENGTH,
): string {
  const value = optional(params, name, max);
  if (value === '') throw new SandboxError(400, `${name} is required`, 400);
  return value;
}

/** An optional parameter ('' when absent) of at most `max` characters, else a 400 naming it. */
export function optional(
  params: Record<string, string>,
  name: string,
  max = MAX_PARAMETER_LENGTH,
): string {
  const value = (params[name] ?? '').trim();
  if (value.length > max)
    throw new SandboxError(400, `${name} must be at most ${max} characters`, 400);
  return value;
}

export function requiredInt(
  params: Record<string, string>,
  name: string,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = required(params, name);
  if (!/^-?\d+$/.test(text)) throw new SandboxError(400, `${name} must be a whole number`, 400);
  const value = Number(text);
  if (value < min || value > max)
    throw new SandboxError(400, `${name} must be between ${min} and ${max}`, 400);
  return value;
}
