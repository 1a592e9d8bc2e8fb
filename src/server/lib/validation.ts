import type { ZodError } from 'zod';
import { AppError } from './app-error.ts';

/** One readable sentence from a zod error, naming the fields at fault. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The hook every OpenAPI route uses: a failed validation is a 400 with the reason. */
export function validationHook(result: { success: boolean; error?: ZodError }): void {
  if (!result.success && result.error) throw new AppError('invalid', describeZodError(result.error));
}
