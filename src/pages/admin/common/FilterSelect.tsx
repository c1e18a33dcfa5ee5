import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled choice that filters an admin table, "All" (no filter) first. */
export function FilterSelect({ label, value, options, onChange, className = 'table-filter' }: {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
