import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import {
  IDENTITY_MESSAGES,
  newPasswordSchema,
  passwordRuleProblem,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './identity.js';

describe('the password rule', () => {
  it('refuses the padded and disguised forms of the most common passwords', () => {
    for (const password of [
      'Password1!',
      'P@ssw0rd!',
      'P@$$w0rd123',
      'Welcome#1',
      'Summer2024!',
      '!Qwerty123',
      'Letmein!99',
      'Iloveyou1!',
      'Admin@2024',
      'Monkey!123',
      '1Qaz2wsx!',
      'Calculator1!',
      'Hell0!2024',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(passwordRuleProblem(password), password).toBe(IDENTITY_MESSAGES.passwordTooCommon);
    }
  });

  it('accepts passwords that merely contain a common word among others', () => {
    for (const password of [
      'Str0ng!pass',
      'First!Pass1',
      'N3w!password',
      'Correct-Horse-Battery-9!',
      'Tr0ub4dor&3',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(passwordRuleProblem(password), password).toBeNull();
    }
  });

  it('names the first problem: length, then the checklist, then commonness', () => {
    expect(passwordRuleProblem('Sh0rt!a')).toBe(IDENTITY_MESSAGES.passwordTooShort);
    expect(passwordRuleProblem('longenough')).toBe(IDENTITY_MESSAGES.passwordRequirementsUnmet);
    expect(passwordRuleProblem('NoDigits!!')).toBe(IDENTITY_MESSAGES.passwordRequirementsUnmet);
  });

  it('is the same rule for sign-up and reset', () => {
    for (const password of ['short', 'longenough', 'Password1!', 'Str0ng!pass']) {
      const signUp = registerRequestSchema.safeParse({ name: 'A', email: 'a@example.com', password });
      const reset = resetPasswordRequestSchema.safeParse({ token: 't', new_password: password });
      const rule = newPasswordSchema.safeParse(password);
      expect(signUp.error?.issues[0]?.message, password).toBe(rule.error?.issues[0]?.message);
      expect(reset.error?.issues[0]?.message, password).toBe(rule.error?.issues[0]?.message);
      expect(rule.error?.issues[0]?.message ?? null, password).toBe(passwordRuleProblem(password));
    }
  });
});
