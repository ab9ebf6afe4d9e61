import { PASSWORD_REQUIREMENTS, isCommonPassword, passwordRuleProblem } from '@pac/contracts';
import { RequirementIndicator } from './requirement-indicator.js';
import { ACCOUNT_TEXTS } from '../texts.js';

/**
 * Whether every line of the checklist below holds: the rule the server checks (passwordRuleProblem) and the match
 * only the screen checks. Sign-up and reset enable their submit on this, so neither sends a password it would refuse.
 */
export function passwordRuleHolds(password: string, confirmation: string): boolean {
  return passwordRuleProblem(password) === null && confirmation === password;
}

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
        label={ACCOUNT_TEXTS.notCommonPassword}
        met={password !== '' && !isCommonPassword(password)}
      />
      <RequirementIndicator
        label={ACCOUNT_TEXTS.passwordsMatch}
        met={confirmation !== '' && password === confirmation}
      />
    </ul>
  );
}
