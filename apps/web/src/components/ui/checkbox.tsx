import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, id, ref, ...input }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="flex items-center gap-2">
      <input
        id={inputId}
        ref={ref}
        type="checkbox"
        className="size-4 rounded border-gray-300 text-brand-600 accent-brand-600 focus:ring-brand-500"
        {...input}
      />
      <label htmlFor={inputId} className="text-sm text-gray-700 select-none">
        {label}
      </label>
    </div>
  );
}
