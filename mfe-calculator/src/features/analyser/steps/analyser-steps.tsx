import { memo, type ComponentType } from 'react';
import { CostsStep } from './costs-step.js';
import { FinancingStep } from './financing-step.js';
import { PropertyStep } from './property-step.js';
import { RevenueStep } from './revenue-step.js';
import { SetupStep } from './setup-step.js';
import { ANALYSER_STEPS } from './step-definitions.js';
import { StepNav } from './step-nav.js';
import { StepSection } from './step-section.js';

const STEP_CONTENT: Record<(typeof ANALYSER_STEPS)[number]['id'], ComponentType> = {
  property: PropertyStep,
  revenue: RevenueStep,
  costs: CostsStep,
  setup: SetupStep,
  financing: FinancingStep,
};

export const stepHeadingId = (prefix: string, index: number) => `${prefix}step-${index + 1}`;

interface AnalyserStepsProps {
  step: number;
  onStepChange: (step: number, focusHeading?: boolean) => void;
  /** Unique per page (useId), for the step headings' ids. */
  idPrefix: string;
}

/**
 * The five steps of the form. Memoised: it renders again only when the step changes, never on a keystroke (the
 * fields are uncontrolled and each one subscribes to its own error).
 */
export const AnalyserSteps = memo(function AnalyserSteps({
  step,
  onStepChange,
  idPrefix,
}: AnalyserStepsProps) {
  return (
    <div className="space-y-6">
      <StepNav step={step} onStepChange={onStepChange} />
      {ANALYSER_STEPS.map((definition, index) => {
        const Content = STEP_CONTENT[definition.id];
        return (
          <StepSection
            key={definition.id}
            index={index}
            headingId={stepHeadingId(idPrefix, index)}
            hidden={index !== step}
            onStepChange={onStepChange}
          >
            <Content />
          </StepSection>
        );
      })}
    </div>
  );
});
