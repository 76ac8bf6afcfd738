import type { CompanyBranding } from '@canopy/shared';
import { companyInitials, phoneHref as telOf } from '@canopy/shared/work-authorizations/customer-frame';

/**
 * The company the customer deals with, as its printed proposal heads it: the logo (or the initials
 * the PDF draws without one), the name, and the branch with a phone to call. The server sends the same markup inside the page
 * (`companyHeadingHtml`) so it shows before the scripts.
 */
export function CompanyHeading({ company }: { company: CompanyBranding }) {
  const phoneHref = telOf(company.Phone);
  return (
    <header className="cp-company">
      {company.LogoUrl ? (
        <img className="cp-company-logo" src={company.LogoUrl} alt="" width={48} height={48} />
      ) : (
        <span className="cp-company-mark" aria-hidden>
          {companyInitials(company.Name)}
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
