import { Button, Modal } from '@pac/ui';
import { SignInLinks } from '../../../components/sign-in-links.js';

export const SIGN_IN_TO_SAVE = 'Sign in or create a free account to save this analysis';

/**
 * A visitor pressed Save: saving needs an account. What they typed stays in this browser, and it is saved for
 * them once when they come back to the calculator signed in.
 */
export function SignInPrompt({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onDismiss}
      title={SIGN_IN_TO_SAVE}
      description="Your figures stay here. Once you are signed in, come back to the calculator and this analysis is saved for you."
    >
      <SignInLinks className="mt-4">
        <Button variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </SignInLinks>
    </Modal>
  );
}
