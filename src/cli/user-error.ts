/**
 * An error the user can fix (bad file, unknown id, wrong option). The CLI prints its message on
 * one line and exits with code 1; any other error is an internal one.
 */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserError";
  }
}
