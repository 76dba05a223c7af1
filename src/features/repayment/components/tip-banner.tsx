import { Link } from '../../../components/link/link';
import styles from './tip-banner.module.css';

export interface TipWords {
  title: string;
  subtitle: string;
  action: string;
}

/** The bar code on the drawn pay slip: x and width of each bar. */
const BARS = [
  [12, 3],
  [18, 5],
  [26, 2],
  [31, 4],
  [38, 2],
  [43, 5],
  [51, 2],
  [56, 4],
  [62, 2],
];
const FONT = 'Arial,Helvetica,sans-serif';

/**
 * The tip image (isShowReyTop = 1): a picture link to the instructions page. Drawn inline, with
 * the words from the string catalogue, rather than an <img>: it arrives with the screen's data,
 * so as a file it would be the screen's largest paint and wait for its own download
 * (docs/decisions/first-paint.md); inline it paints with the text, in either language.
 */
export function TipBanner({ to, alt, words }: { to: string; alt: string; words: TipWords }) {
  return (
    <Link to={to} className={styles.banner}>
      <svg viewBox="0 0 656 176" role="img" aria-label={alt} fontFamily={FONT}>
        <rect width={656} height={176} rx={24} fill="#0a6b4f" />
        <circle cx={590} cy={30} r={90} fill="#fff" opacity=".07" />
        <circle cx={520} cy={170} r={60} fill="#fff" opacity=".06" />
        <g transform="translate(452 36)">
          <rect width={76} height={112} rx={12} fill="#fff" />
          <rect x={8} y={14} width={60} height={40} rx={6} fill="#e3f2ec" />
          <g fill="#17211d">
            {BARS.map(([x, width]) => (
              <rect key={x} x={x} y={66} width={width} height={26} />
            ))}
          </g>
          <text x={38} y={40} textAnchor="middle" fontSize={14} fontWeight={700} fill="#0a6b4f">
            PAY
          </text>
        </g>
        <g transform="translate(548 70)">
          <rect width={64} height={64} rx={14} fill="#ffd25e" />
          <text x={32} y={44} textAnchor="middle" fontSize={34} fontWeight={700} fill="#7a4b00">
            ₱
          </text>
        </g>
        <text x={36} y={72} fontSize={30} fontWeight={700} fill="#fff">
          {words.title}
        </text>
        <text x={36} y={110} fontSize={19} fill="#e3f2ec">
          {words.subtitle}
        </text>
        <rect x={36} y={126} width={126} height={30} rx={15} fill="#fff" />
        <text x={99} y={146} textAnchor="middle" fontSize={15} fontWeight={700} fill="#07543e">
          {words.action}
        </text>
      </svg>
    </Link>
  );
}
