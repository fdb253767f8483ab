import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { socialLinks } from '../../lib/company.ts';
import { phoneHref, useShopInfo } from '../../lib/shop-info.ts';
import { FacebookIcon, InstagramIcon, PinterestIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../icons.tsx';
import classes from './site-footer.module.css';

const socialIcons = { facebook: FacebookIcon, instagram: InstagramIcon, pinterest: PinterestIcon } as const;

interface FooterLink {
  to: string;
  label: string;
}

function LinkList({ heading, links }: { heading: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className={classes.heading}>{heading}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Claims() {
  const { t } = useTranslation();
  const claims = [
    { icon: TruckIcon, title: t('footer.claimShippingTitle'), text: t('footer.claimShippingText') },
    { icon: ReturnIcon, title: t('footer.claimReturnTitle'), text: t('footer.claimReturnText') },
    { icon: ShieldIcon, title: t('footer.claimPaymentTitle'), text: t('footer.claimPaymentText') },
  ];
  return (
    <div className={classes.claims}>
      <Container size="xl">
        <ul className={classes.claimList} aria-label={t('footer.claimsLabel')}>
          {claims.map(({ icon: Icon, title, text }) => (
            <li key={title} className={classes.claim}>
              <Icon size={30} />
              <span>
                <strong>{title}</strong>
                <span className={classes.claimText}>{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}

/** The seller's address and legal data as the server is configured (SELLER_*, decision 122); empty fields are left out. */
function SellerContact() {
  const { t } = useTranslation();
  const { data: seller } = useShopInfo();
  return (
    <div>
      <h2 className={classes.heading}>{t('footer.contactHeading')}</h2>
      {seller && (
        <>
          <address className={classes.address}>
            {seller.name}
            <br />
            {seller.street}
            <br />
            {seller.zip} {seller.city}
            {seller.phone && (
              <>
                <br />
                <a className={classes.link} href={phoneHref(seller.phone)}>
                  {t('footer.contactPhone', { phone: seller.phone })}
                </a>
              </>
            )}
            <br />
            <a className={classes.link} href={`mailto:${seller.email}`}>
              {t('footer.contactEmail', { email: seller.email })}
            </a>
          </address>
          <p className={classes.small}>
            {seller.register && (
              <>
                {seller.register}
                <br />
              </>
            )}
            {t('footer.vatId', { vatId: seller.vat_id })}
            {seller.managing_director && (
              <>
                <br />
                {t('footer.managingDirector', { name: seller.managing_director })}
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}

/** Footer per storefront §2; the newsletter form is a feature and comes in from the app layer. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation();
  const { data: seller } = useShopInfo();
  return (
    <footer className={classes.footer}>
      <Claims />
      <Container size="xl" py="xl">
        <div className={classes.columns}>
          <div>{newsletter}</div>
          <LinkList
            heading={t('footer.companyHeading')}
            links={[
              { to: '/impressum', label: t('footer.impressum') },
              { to: '/agb', label: t('footer.agb') },
              { to: '/daten', label: t('footer.privacy') },
              { to: '/widerrufsrecht', label: t('footer.withdrawal') },
              { to: '/vertrag-widerrufen', label: t('footer.withdrawContract') },
            ]}
          />
          <LinkList
            heading={t('footer.serviceHeading')}
            links={[
              { to: '/profile', label: t('footer.serviceAccount') },
              { to: '/orders', label: t('footer.serviceOrders') },
              { to: '/wishlist', label: t('footer.serviceWishlist') },
              { to: '/cart', label: t('footer.serviceCart') },
              { to: '/password/email', label: t('footer.serviceForgotPassword') },
            ]}
          />
          <SellerContact />
        </div>

        <div className={classes.secondRow}>
          <div>
            <h2 className={classes.heading}>{t('footer.paymentHeading')}</h2>
            <ul className={classes.badges}>
              <li className={classes.badge}>{t('footer.paymentPaypal')}</li>
              <li className={classes.badge}>{t('footer.paymentVisa')}</li>
              <li className={classes.badge}>{t('footer.paymentMastercard')}</li>
            </ul>
          </div>
          <div>
            <h2 className={classes.heading}>{t('footer.shippingHeading')}</h2>
            <p className={classes.carrier}>
              <TruckIcon size={26} />
              <span>
                <strong>{t('footer.shippingCarrier')}</strong>
                <br />
                {t('footer.shippingText')}
              </span>
            </p>
          </div>
          <div>
            <h2 className={classes.heading}>{t('footer.socialHeading')}</h2>
            <ul className={classes.social}>
              {socialLinks.map(({ id, label, href }) => {
                const Icon = socialIcons[id];
                return (
                  <li key={id}>
                    <a
                      href={href}
                      className={classes.socialLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('footer.socialLinkLabel', { network: label })}
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl">
          {/* A no-break space keeps the line's height until the seller's name has come. */}
          {seller ? t('footer.copyright', { year: new Date().getFullYear(), name: seller.name }) : '\u00a0'}
        </Container>
      </div>
    </footer>
  );
}
