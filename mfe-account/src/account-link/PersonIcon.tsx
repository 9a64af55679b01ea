/** The header's person icon. */
export function PersonIcon() {
  return (
    <svg className="acc-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
