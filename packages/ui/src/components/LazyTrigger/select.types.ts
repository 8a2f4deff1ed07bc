/** The props shared by LazySelect and the full Select it loads (a file of its own, so neither imports the other). */

export interface LazySelectOption {
  id: string;
  label: string;
}

export interface LazySelectProps {
  label: string;
  options: readonly LazySelectOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  isRequired?: boolean | undefined;
  isInvalid?: boolean | undefined;
  /** Shown below the trigger while `isInvalid` (a form's translated error). */
  errorMessage?: string | undefined;
  /** The field was left (a form marks it touched). */
  onBlur?: (() => void) | undefined;
  className?: string;
}

/** What the full Select gets on arrival besides the caller's props. */
export interface FullSelectProps extends LazySelectProps {
  /** The light trigger was pressed: the list opens as soon as the full Select is there. */
  openOnArrival: boolean;
  /** The light trigger had the focus (or was pressed): the full one takes it over. */
  takeFocus: boolean;
}
