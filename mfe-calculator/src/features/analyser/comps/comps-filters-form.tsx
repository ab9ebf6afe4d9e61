import { useId, useState, type ChangeEvent } from 'react';
import { Button, Input, Label } from '@pac/ui';
import { type CompsFilters } from './comps-parse.js';
import { COMPS_TEXTS as T, ROOM_TYPES } from './comps-texts.js';

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type FilterField = 'bedrooms' | 'latitude' | 'longitude' | 'radiusKm' | 'near';
interface FilterDraft {
  roomType: string;
  bedroomsMatch: 'exact' | 'at_least';
  bedrooms: string;
  latitude: string;
  longitude: string;
  radiusKm: string;
}
const EMPTY_DRAFT: FilterDraft = {
  roomType: '',
  bedroomsMatch: 'exact',
  bedrooms: '',
  latitude: '',
  longitude: '',
  radiusKm: '',
};

/** The filters as typed, checked when applied: each wrong field says so beside it. */
function readFilters(
  draft: FilterDraft,
): { filters: CompsFilters } | { errors: Partial<Record<FilterField, string>> } {
  const errors: Partial<Record<FilterField, string>> = {};
  const filters: CompsFilters = {};
  if (draft.roomType) filters.roomType = draft.roomType;
  const bedrooms = draft.bedrooms.trim();
  if (bedrooms) {
    const count = Number(bedrooms);
    if (!Number.isInteger(count) || count < 0) errors.bedrooms = T.bedroomsInvalid;
    else filters.bedrooms = { count, match: draft.bedroomsMatch };
  }
  const near = [draft.latitude, draft.longitude, draft.radiusKm].map((value) => value.trim());
  const given = near.filter(Boolean).length;
  if (given > 0 && given < 3) errors.near = T.nearIncomplete;
  if (given === 3) {
    const [latitude, longitude, radiusKm] = near.map(Number) as [number, number, number];
    if (!(Math.abs(latitude) <= 90)) errors.latitude = T.latitudeInvalid;
    if (!(Math.abs(longitude) <= 180)) errors.longitude = T.longitudeInvalid;
    if (!(radiusKm > 0)) errors.radiusKm = T.radiusInvalid;
    filters.near = { latitude, longitude, radiusKm };
  }
  return Object.keys(errors).length > 0 ? { errors } : { filters };
}

/**
 * The filters, applied with their button. Not a <form>: the panel sits inside the analyser's form, and a form may
 * not hold another.
 */
export function CompsFiltersForm({ onApply }: { onApply: (filters: CompsFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const set = (name: keyof FilterDraft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const apply = () => {
    const read = readFilters(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onApply(read.filters);
  };
  const field = (name: Exclude<FilterField, 'near'>, label: string) => {
    const error = errors[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className="space-y-1">
        <Label htmlFor={`${id}-${name}`} className="block leading-snug">
          {label}
        </Label>
        <Input
          id={`${id}-${name}`}
          inputMode="decimal"
          value={draft[name]}
          onChange={set(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{T.filtersLegend}</legend>
      <p className="text-xs text-muted-foreground">{T.filtersHint}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-roomType`} className="block leading-snug">
            {T.roomType}
          </Label>
          <select
            id={`${id}-roomType`}
            className={SELECT_CLASS}
            value={draft.roomType}
            onChange={set('roomType')}
          >
            <option value="">{T.anyRoomType}</option>
            {ROOM_TYPES.map((roomType) => (
              <option key={roomType} value={roomType}>
                {roomType}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-bedroomsMatch`} className="block leading-snug">
            {T.bedroomsMatch}
          </Label>
          <select
            id={`${id}-bedroomsMatch`}
            className={SELECT_CLASS}
            value={draft.bedroomsMatch}
            onChange={set('bedroomsMatch')}
          >
            <option value="exact">{T.bedroomsExact}</option>
            <option value="at_least">{T.bedroomsAtLeast}</option>
          </select>
        </div>
        {field('bedrooms', T.bedrooms)}
      </div>
      <fieldset
        aria-describedby={errors.near ? `${id}-near-hint ${id}-near-error` : `${id}-near-hint`}
        className="space-y-1"
      >
        <legend className="text-sm font-medium">{T.nearLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {field('latitude', T.latitude)}
          {field('longitude', T.longitude)}
          {field('radiusKm', T.radiusKm)}
        </div>
        <p id={`${id}-near-hint`} className="text-xs text-muted-foreground">
          {T.nearHint}
        </p>
        {errors.near ? (
          <p id={`${id}-near-error`} className="text-sm text-destructive">
            {errors.near}
          </p>
        ) : null}
      </fieldset>
      <Button variant="outline" size="sm" onClick={apply}>
        {T.applyFilters}
      </Button>
    </fieldset>
  );
}
