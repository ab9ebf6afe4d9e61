import { type AnalyserForm } from './analyser-form.js';
import { copyFormValues, type AnalyserValues } from './analyser-values.js';
import {
  valueAt,
  type AnalyserPath,
  type FieldOptions,
  type FieldPort,
  type FieldProps,
} from './field-binding.js';

type Listener = () => void;
type FieldElement = HTMLInputElement | HTMLSelectElement;

interface Field {
  options: FieldOptions;
  element: FieldElement | null;
}

const NO_ERRORS = {};

const isCheckbox = (element: EventTarget | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'checkbox';

/** What an input shows for a value, as react-hook-form shows it (an empty number field for undefined). */
function show(element: FieldElement, value: unknown): void {
  if (isCheckbox(element)) element.checked = Boolean(value);
  else element.value = value === undefined || value === null ? '' : String(value);
}

function setAt(tree: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node: Record<string, unknown> = tree;
  for (const key of keys) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) return; // not a field of these values
    node = child as Record<string, unknown>;
  }
  node[last] = value;
}

/** Whether a change at `changed` (a path, or undefined for the whole form) concerns `watched`. */
const concerns = (watched: string | undefined, changed: string | undefined) =>
  watched === undefined ||
  changed === undefined ||
  watched === changed ||
  watched.startsWith(`${changed}.`) ||
  changed.startsWith(`${watched}.`);

/**
 * What the analyser's fields are bound to, for the page's whole life. Until react-hook-form has arrived (right after
 * the first paint) it is a small store of its own: inputs show the starting values, what the user types is kept
 * and followed (switching the model shows the tenancy fields at once), nothing is validated (the schema has not
 * arrived either). `attach(form)` then hands the inputs over to the form in place: every input on screen is
 * registered with it as it is, later events go to it, the fields' subscriptions follow it, and what was typed is
 * validated. No field renders again for that, and none is replaced (focus and caret stay).
 */
export class AnalyserFieldPort implements FieldPort {
  private readonly edits = new Map<string, unknown>();
  private readonly fields = new Map<string, Field>();
  private readonly listeners = new Set<{ path: string | undefined; onChange: Listener }>();
  private readonly filled = new WeakSet<FieldElement>();
  private form: AnalyserForm | null = null;
  private changes = 0;

  constructor(private readonly initial: AnalyserValues) {}

  /** How many changes were typed before the form arrived: it compares them when it takes over, to miss none. */
  get changeCount(): number {
    return this.changes;
  }

  register = (name: AnalyserPath, options: FieldOptions = {}): FieldProps => {
    if (this.form) return this.formField(this.form, name, options);
    const field: Field = this.fields.get(name) ?? { options, element: null };
    field.options = options;
    this.fields.set(name, field);
    return {
      name,
      ref: (element: FieldElement | null) => {
        // An input bound before the form arrived and unmounted (or rendered again) after: the form is told.
        if (this.form) {
          this.form.register(name, field.options).ref(element);
          return;
        }
        field.element = element;
        // Filled once: a later render must not overwrite what is being typed.
        if (!element || this.filled.has(element)) return;
        this.filled.add(element);
        show(element, this.valueOf(name));
      },
      onChange: (event: { target: EventTarget | null; type?: unknown }) => {
        // Still this input's handler after the hand-over, until the field renders again: the form's takes it.
        if (this.form) return this.form.register(name, field.options).onChange(event);
        const target = event.target as FieldElement;
        const raw = isCheckbox(target) ? target.checked : target.value;
        this.edits.set(name, field.options.setValueAs ? field.options.setValueAs(raw) : raw);
        this.changes += 1;
        this.notify(name);
        return Promise.resolve();
      },
      onBlur: (event: { target: EventTarget | null; type?: unknown }) =>
        this.form ? this.form.register(name, field.options).onBlur(event) : Promise.resolve(),
    };
  };

  /**
   * The form's own props, with one correction: a field the user cleared that mounts again (its step reopened)
   * stays cleared. react-hook-form fills an undefined value from the default values when a field registers, quietly
   * (no watcher hears it), so the rent would read £950 again while the results still wait for one.
   */
  private formField(form: AnalyserForm, name: AnalyserPath, options: FieldOptions): FieldProps {
    // Read before registering: registering a field again is where the default comes back.
    const cleared = form.getValues(name) === undefined;
    const props = form.register(name, options);
    return {
      ...props,
      ref: (element: FieldElement | null) => {
        props.ref(element);
        if (element && cleared && !isCheckbox(element) && form.getValues(name) !== undefined) {
          form.setValue(name, undefined as never, { shouldDirty: false, shouldTouch: false });
          element.value = '';
        }
      },
    };
  }

  valueOf = (path: string): unknown => {
    if (this.form) return this.form.getValues(path as AnalyserPath);
    return this.edits.has(path) ? this.edits.get(path) : valueAt(this.initial, path);
  };

  // The form's own state, read without the formState proxy (reading that would re-render the form's root).
  errors = (): unknown => (this.form ? this.form.control._formState.errors : NO_ERRORS);

  subscribeValue = (path: string, onChange: Listener) => this.subscribe(path, onChange);

  subscribeErrors = (path: string | undefined, onChange: Listener) => this.subscribe(path, onChange);

  /** The starting values with every edit so far: what the form starts from. */
  values(): AnalyserValues {
    const values = copyFormValues(this.initial);
    for (const [path, value] of this.edits) setAt(values as Record<string, unknown>, path, value);
    return values;
  }

  /**
   * Hands the fields over to `form` (created from `values()`). Returns the unsubscribe from the form, for when the
   * page goes away.
   */
  attach(form: AnalyserForm): () => void {
    this.form = form;
    for (const [name, { options, element }] of this.fields) {
      if (element) form.register(name as AnalyserPath, options).ref(element);
    }
    this.fields.clear();
    // What was typed before is validated now, as a keystroke would have been (the check waits for the schema).
    if (this.edits.size > 0) void form.trigger([...this.edits.keys()] as AnalyserPath[]);
    const unsubscribe = form.subscribe({
      formState: { values: true, errors: true },
      callback: ({ name }) => this.notify(name),
    });
    this.notify(undefined);
    return unsubscribe;
  }

  private subscribe(path: string | undefined, onChange: Listener): () => void {
    const listener = { path, onChange };
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private notify(changed: string | undefined): void {
    for (const { path, onChange } of this.listeners) if (concerns(path, changed)) onChange();
  }
}
