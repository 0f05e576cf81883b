/** A climbing wall with coloured holds and a dotted route: the home page's hero picture (inline, as the logo is: logo.tsx says why). */
export const WallIllustration = () => (
  <svg className="wall-illustration" viewBox="0 0 320 300" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#FFEDD5" />
        <stop offset="1" stopColor="#FED7AA" />
      </linearGradient>
    </defs>
    <path d="M24 286 L70 20 L250 12 L300 286 Z" fill="url(#wall)" stroke="#FDBA74" strokeWidth="3" />
    <path d="M70 20 L120 286 M160 16 L170 286 M250 12 L230 286" stroke="#FDBA74" strokeWidth="2" opacity="0.6" />
    <path
      d="M96 258 C120 220 92 196 128 170 C160 146 140 118 176 98 C204 82 196 58 218 40"
      fill="none"
      stroke="#1B2430"
      strokeWidth="3"
      strokeDasharray="2 10"
      strokeLinecap="round"
    />
    <ellipse cx="96" cy="258" rx="15" ry="10" fill="#0F766E" />
    <circle cx="118" cy="214" r="11" fill="#6D28D9" />
    <path d="M120 170 q14 -16 26 0 q-13 9 -26 0z" fill="#FACC15" />
    <circle cx="156" cy="134" r="12" fill="#E11D48" />
    <ellipse cx="176" cy="98" rx="14" ry="9" fill="#0F766E" />
    <circle cx="200" cy="66" r="10" fill="#FACC15" />
    <path d="M210 40 l16 -10 l6 16z" fill="#6D28D9" />
    <circle cx="250" cy="200" r="9" fill="#E11D48" opacity="0.55" />
    <circle cx="70" cy="120" r="8" fill="#0F766E" opacity="0.45" />
    <ellipse cx="236" cy="132" rx="10" ry="7" fill="#6D28D9" opacity="0.45" />
    <circle cx="90" cy="70" r="7" fill="#FACC15" opacity="0.6" />
    <g transform="translate(226 22)">
      <rect x="0" y="0" width="60" height="34" rx="17" fill="#1B2430" />
      <text x="30" y="23" textAnchor="middle" fontSize="17" fontWeight="800" fill="#FFF7ED" fontFamily="system-ui, sans-serif">
        +100
      </text>
    </g>
  </svg>
)
