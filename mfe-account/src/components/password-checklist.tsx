import { ACCOUNT_SCREEN_TEXTS, PASSWORD_REQUIREMENTS, isCommonPassword } from '@pac/contracts';
import { RequirementIndicator } from './requirement-indicator.js';

/**
 * The one password rule (contracts' passwordRuleProblem) as live lines: the checklist, not a common password, and
 * the confirmation matching. The server checks the same rule; these lines say why a password is refused.
 */
export function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  return (
    <ul aria-label="Password checks" className="space-y-1">
      {PASSWORD_REQUIREMENTS.map((requirement) => (
        <RequirementIndicator
          key={requirement.id}
          label={requirement.label}
          met={requirement.test(password)}
        />
      ))}
      <RequirementIndicator
        label={ACCOUNT_SCREEN_TEXTS.notCommonPassword}
        met={password !== '' && !isCommonPassword(password)}
      />
      <RequirementIndicator
        label={ACCOUNT_SCREEN_TEXTS.passwordsMatch}
        met={confirmation !== '' && password === confirmation}
      />
    </ul>
  );
}
