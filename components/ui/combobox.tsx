'use client';

import * as React from 'react';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';

import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line that tells two equal labels apart (a patient's email). */
  hint?: string;
}

/**
 * For options searched elsewhere (the patient pickers search on the server): the combobox reports what to
 * list and shows the options it is given as they are, saying what the search is doing.
 */
export interface ComboboxSearch {
  /** What to list: the typed text as it changes, '' when the list opens on the chosen option, null when it closes. */
  onSearch: (text: string | null) => void;
  /** Enter came before the answer to what is typed: choose the answer's first option when it comes. */
  onEnterWhileSearching: () => void;
  /** 'searching' while the options do not answer what is typed yet; 'failed' when that answer failed. */
  status: 'ready' | 'searching' | 'failed';
  /** Said while searching. */
  searchingMessage: string;
  /** Said when the search failed. */
  failedMessage: string;
}

export interface ComboboxProps extends Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'> {
  id: string;
  options: ReadonlyArray<ComboboxOption>;
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  /** Shown when nothing matches what was typed (the brief's words: 'No names found'). */
  emptyMessage?: string;
  /** At most this many matches are listed; typing narrows the rest. */
  maxResults?: number;
  /** The accessible name of the list (the field's label). */
  listLabel?: string;
  /** Options searched elsewhere; without it the combobox filters `options` itself. */
  search?: ComboboxSearch;
  /** The chosen option, when `options` (the answer to one search) may not hold it. */
  selectedOption?: ComboboxOption | null;
}

const matches = (option: ComboboxOption, query: string) =>
  option.label.toLowerCase().includes(query) || (option.hint?.toLowerCase().includes(query) ?? false);

/**
 * A searchable dropdown (the WAI-ARIA editable combobox with list autocomplete): an input that filters a
 * listbox as the doctor types. Focus stays in the input; Arrow keys move the active option
 * (aria-activedescendant), Enter picks it, Escape closes, leaving the field restores the chosen label.
 * A new value from outside (a search's answer chosen after Enter) closes the list.
 */
export function Combobox({
  id,
  options,
  value,
  onValueChange,
  emptyMessage = 'No names found',
  maxResults = 100,
  listLabel,
  search,
  selectedOption,
  className,
  onBlur,
  disabled,
  ...inputProps
}: ComboboxProps) {
  const listId = `${id}-listbox`;
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  /** What the doctor is typing; null shows the chosen option's label. */
  const [query, setQuery] = React.useState<string | null>(null);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [shownValue, setShownValue] = React.useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setOpen(false);
    setQuery(null);
  }

  const selected = options.find((option) => option.value === value) ?? (selectedOption != null && selectedOption.value === value ? selectedOption : undefined);
  const filtered = React.useMemo(() => {
    const needle = query?.trim().toLowerCase();
    return needle && !search ? options.filter((option) => matches(option, needle)) : options;
  }, [options, query, search]);
  const searching = search?.status === 'searching';
  const shown = filtered.slice(0, maxResults);
  const activePosition = Math.min(activeIndex, shown.length - 1);
  const active = open && activePosition >= 0 ? shown[activePosition] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = active ? optionId(activePosition) : undefined;

  // Arrow keys can move the active option out of the list's scrolled view.
  React.useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function openList() {
    const start = query === null && selected ? Math.max(shown.findIndex((option) => option.value === selected.value), 0) : 0;
    setActiveIndex(start);
    setOpen(true);
    search?.onSearch(query ?? '');
  }

  function close() {
    setOpen(false);
    setQuery(null);
    search?.onSearch(null);
  }

  function choose(option: ComboboxOption) {
    onValueChange(option.value);
    close();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    inputProps.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (last < 0 ? 0 : (Math.min(index, last) + step + last + 1) % (last + 1)));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the option; it must not submit the form around the field.
      event.preventDefault();
      if (searching) search?.onEnterWhileSearching();
      else if (active) choose(active);
    } else if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      close();
    }
  }

  return (
    <Popover open={open} onOpenChange={(next) => (next ? openList() : close())}>
      <PopoverAnchor asChild>
        <div ref={anchorRef} className={cn('relative', className)}>
          <input
            {...inputProps}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            disabled={disabled}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
              setOpen(true);
              search?.onSearch(event.target.value);
            }}
            onClick={() => (open ? undefined : openList())}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              close();
              onBlur?.(event);
            }}
            data-slot="combobox-input"
            className={cn(
              'h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            )}
          />
          <ChevronsUpDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50" />
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) p-1"
        // The input keeps the focus: typing goes on while the list is open.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          aria-busy={searching || undefined}
          // Keeps the focus in the input, so choosing (or scrolling the list) does not first blur and close it.
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-64 overflow-y-auto"
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              data-active={option === active ? '' : undefined}
              onClick={() => choose(option)}
              onMouseMove={() => setActiveIndex(index)}
              className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[active]:bg-accent data-[active]:text-accent-foreground"
            >
              <CheckIcon aria-hidden="true" className={cn('size-4 shrink-0', option.value === value ? 'opacity-100' : 'opacity-0')} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{option.label}</span>
                {option.hint ? <span className="truncate text-xs text-muted-foreground">{option.hint}</span> : null}
              </span>
            </li>
          ))}
        </ul>
        <ListStatus shown={shown.length} search={search} emptyMessage={emptyMessage} />
        {filtered.length > shown.length ? (
          <p className="px-2 py-1.5 text-xs text-muted-foreground">{filtered.length - shown.length} more: type to narrow the list</p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

/** Under the list: a search on its way, its failure, or that nothing matches. */
function ListStatus({ shown, search, emptyMessage }: { shown: number; search?: ComboboxSearch; emptyMessage: string }) {
  if (search?.status === 'failed') {
    return (
      <p role="alert" className="px-2 py-1.5 text-sm text-destructive">
        {search.failedMessage}
      </p>
    );
  }
  const message = search?.status === 'searching' ? search.searchingMessage : shown === 0 ? emptyMessage : null;
  return message ? (
    <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
      {message}
    </p>
  ) : null;
}
