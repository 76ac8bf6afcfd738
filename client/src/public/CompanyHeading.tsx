import type { CompanyBranding } from '@canopy/shared';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * The company the customer deals with, as its printed proposal heads it: the logo (or the initials
 * the PDF draws without one), the name, and the branch with a phone to call.
 */
export function CompanyHeading({ company }: { company: CompanyBranding }) {
  const phoneHref = company.Phone ? `tel:${company.Phone.replace(/[^\d+x]/g, '').replace('x', ',')}` : null;
  return (
    <header className="cp-company">
      {company.LogoUrl ? (
        <img className="cp-company-logo" src={company.LogoUrl} alt="" width={48} height={48} />
      ) : (
        <span className="cp-company-mark" aria-hidden>
          {initials(company.Name)}
        </span>
      )}
      <div>
        <div className="cp-company-name">{company.Name}</div>
        <div className="cp-dim">
          {company.BranchName && `${company.BranchName} branch`}
          {phoneHref && (
            <>
              {company.BranchName && ' · '}
              <a href={phoneHref}>{company.Phone}</a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
