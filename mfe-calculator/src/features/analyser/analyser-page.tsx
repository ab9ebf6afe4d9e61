import { Suspense, useCallback, useEffect, useState } from 'react';
import { ANALYSER_PAGE_CLASS, AnalyserIntro } from './analyser-intro.js';
import { type DealAnalysis } from '../../components/results/deal-analysis.js';
import { AnalyserWorkspace, type GoToField } from './analyser-workspace.js';
import { readDraft, readDraftStart, writeDraftStart } from './draft/draft-storage.js';
import { analyserEngine } from './engine/analyser-engine-loader.js';
import { AnalyserFieldPort } from './form/analyser-field-port.js';
import { defaultAnalyserValues } from './form/analyser-values.js';
import { ExampleStart, ExampleStartContext } from './form/example-marks.js';
import { formCode } from './form/form-code-loader.js';
import { type ReadyForm } from './form/form-takeover.js';
import { NewAnalysisSaveArea } from './save/new-analysis-save-area.js';
import { saveActions } from './save/save-actions-loader.js';
import { laterSteps } from './steps/later-steps-loader.js';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.js';
import { usePageMeta } from '@pac/session';
import { CALCULATOR_PAGE_META } from '../../texts.js';

/**
 * /calculator: a new analysis, open to visitors (unsaved analyses are free and unlimited). The unsaved analysis lives in this browser (restored on a
 * reload or after signing in); saving needs an account.
 *
 * The first paint is the form alone (its heading, the steps and step 1 with the starting values), its fields bound
 * to a port that answers itself at first. Right after it, the rest arrives in parallel: the form library, which
 * takes the same inputs over; steps 2-5; the engine (schema, model, results); the save controls.
 */
/** The scenarios below the results, as on a saved deal; their code is the engine's (the results need it first). */
function renderScenarios({ input }: DealAnalysis) {
  const engine = analyserEngine.current();
  return engine ? <engine.ScenarioPanel input={input} /> : null;
}

export function AnalyserPage() {
  usePageMeta(CALCULATOR_PAGE_META.analyser);
  const [{ port, exampleStart }] = useState(() => {
    const draft = readDraft();
    return {
      port: new AnalyserFieldPort(draft ?? defaultAnalyserValues()),
      // No draft: the worked example is on screen. A draft says how it started (blank, template or example).
      exampleStart: new ExampleStart(draft === null || readDraftStart(), writeDraftStart),
    };
  });
  const [ready, setReady] = useState<ReadyForm | null>(null);
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (!painted) return;
    void formCode.load();
    void laterSteps.load();
    void analyserEngine.load();
    void saveActions.load();
  }, [painted]);

  const renderSaveArea = useCallback(
    (goToField: GoToField) => <NewAnalysisSaveArea ready={ready} goToField={goToField} />,
    [ready],
  );

  return (
    <div className={ANALYSER_PAGE_CLASS}>
      <AnalyserIntro />
      <ExampleStartContext value={exampleStart}>
        <AnalyserWorkspace
          port={port}
          form={ready?.form ?? null}
          renderSaveArea={renderSaveArea}
          renderExtra={renderScenarios}
        />
      </ExampleStartContext>
      {painted ? (
        <Suspense fallback={null}>
          <TakeOver port={port} onReady={setReady} />
        </Suspense>
      ) : null}
    </div>
  );
}

function TakeOver(props: { port: AnalyserFieldPort; onReady: (ready: ReadyForm) => void }) {
  const { FormTakeover } = formCode.use();
  return <FormTakeover {...props} />;
}
