/**
 * Contract schemas by name, for the answers every client checks: the contract loads with the first named answer,
 * while its call runs, so no route's first script carries it.
 */
import type { $ZodType, output } from 'zod/v4/core';
import type * as Contract from '../contract/answers.js';

type ContractExports = typeof Contract;

/** The name of a schema of the contract: `'cartPage'`, `'writeAnswer'`, `'userInfo'`, ... */
export type AnswerName = {
  [K in keyof ContractExports]: ContractExports[K] extends $ZodType ? K : never;
}[keyof ContractExports];

/** What a call's answer is checked against: a schema, or a contract schema by its name. */
export type AnswerSchema = $ZodType | AnswerName;

/** The type a call resolves with: the schema's output, the named contract schema's output. */
export type AnswerOf<S extends AnswerSchema> = S extends AnswerName
  ? output<ContractExports[S]>
  : S extends $ZodType
    ? output<S>
    : never;

let contract: Promise<Record<string, unknown>> | undefined;

const isSchema = (value: unknown): value is $ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The named contract schema; the contract loads once, and a failed load is retried by the next call. */
export function contractSchema(name: AnswerName): Promise<$ZodType> {
  contract ??= import('../contract/answers.js').catch((error: unknown) => {
    contract = undefined;
    throw error;
  });
  return contract.then((exports) => {
    const schema = exports[name];
    if (!isSchema(schema)) throw new TypeError(`The contract has no schema ${name}`);
    return schema;
  });
}
