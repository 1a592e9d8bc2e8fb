/** The spec's shortest password; the server enforces the same. */
export const PASSWORD_MIN_LENGTH = 6;

export type NewPasswordProblem = { title: string; description: string };

/** The spec's checks on a new password and its confirmation, in the spec's order. */
export function checkNewPassword(password: string, confirmation: string): NewPasswordProblem | null {
  if (password !== confirmation) {
    return { title: 'Passwords do not match', description: 'Please ensure both passwords are the same.' };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password too short', description: 'Password must be at least 6 characters long.' };
  }
  return null;
}
