import type { Content } from '../load/content.ts';
import { pageRoute } from '../collections/registry.ts';
import { ARTICLE_CATEGORIES } from '../../model/article.ts';
import type { Address } from '../../model/common.ts';
import type { PageData } from './routeData.ts';

/**
 * schema.org descriptions that search engines read from each page's HTML: the team and its
 * brokerage, each agent, each listing with its offer in CAD, and the page's breadcrumbs.
 */
type JsonLd = Record<string, unknown>;

const postalAddress = (a: Address): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: a.unit ? `${a.street}, ${a.unit}` : a.street,
  addressLocality: a.city,
  addressRegion: a.province,
  postalCode: a.postalCode,
  addressCountry: 'CA',
});

export function structuredDataFor(content: Content, pages: Map<string, PageData>): Map<string, JsonLd[]> {
  const site = content.singletons.site.value;
  const absolute = (path: string) => (/^https?:/.test(path) ? path : site.baseUrl + path);
  const brokerage: JsonLd = {
    '@type': 'RealEstateAgent',
    '@id': `${site.baseUrl}/#brokerage`,
    name: site.brokerage.name,
    telephone: site.brokerage.phone,
    address: postalAddress(site.brokerage.address),
    ...(site.brokerage.website ? { url: site.brokerage.website } : {}),
  };
  const team: JsonLd = {
    '@type': 'RealEstateAgent',
    '@id': `${site.baseUrl}/#team`,
    name: site.brand.teamName,
    url: `${site.baseUrl}/`,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: postalAddress(site.contact.office),
    image: absolute(site.defaultShareImage.src),
    areaServed: site.footer.areas.map((name) => ({ '@type': 'Place', name })),
    parentOrganization: brokerage,
    sameAs: site.social.map((s) => s.href),
  };

  const shortTitle = (path: string) => pages.get(path)?.meta.title.replace(` | ${site.brand.teamName}`, '');
  const breadcrumbs = (path: string): JsonLd | undefined => {
    if (path === '/') return undefined;
    const segments = path.split('/').filter(Boolean);
    const trail = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)].filter((p) =>
      pages.has(p),
    );
    return {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((p, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: p === '/' ? site.brand.teamName : shortTitle(p),
        item: absolute(p),
      })),
    };
  };

  const result = new Map<string, JsonLd[]>();
  const add = (path: string, ...items: (JsonLd | undefined)[]) =>
    result.set(path, [...(result.get(path) ?? []), ...items.filter((x): x is JsonLd => x !== undefined)]);

  for (const path of pages.keys()) add(path, breadcrumbs(path));
  add('/', team);

  for (const { value: m } of content.collections.team)
    add(pageRoute('team', m.slug), {
      '@type': 'RealEstateAgent',
      name: m.name,
      jobTitle: m.role,
      email: m.email,
      telephone: m.phone,
      image: absolute(m.photo.src),
      address: postalAddress(m.office),
      url: absolute(pageRoute('team', m.slug)),
      worksFor: brokerage,
      memberOf: { '@id': team['@id'], '@type': 'RealEstateAgent', name: site.brand.teamName },
      sameAs: [m.instagram, m.linkedin].filter(Boolean),
    });

  for (const { value: l } of content.collections.listings)
    add(pageRoute('listings', l.slug), {
      '@type': 'RealEstateListing',
      name: l.title,
      url: absolute(pageRoute('listings', l.slug)),
      description: l.description[0],
      image: l.images.map((i) => absolute(i.src)),
      about: {
        '@type': 'SingleFamilyResidence',
        address: postalAddress(l.location),
        numberOfBedrooms: l.bedrooms,
        numberOfBathroomsTotal: l.bathrooms,
        ...(l.feature.kind === 'size'
          ? { floorSize: { '@type': 'QuantitativeValue', value: l.feature.squareFeet, unitCode: 'FTK' } }
          : {}),
      },
      offers: {
        '@type': 'Offer',
        businessFunction:
          l.offer === 'lease' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
        priceCurrency: 'CAD',
        ...(l.price.kind === 'amount' ? { price: l.price.amount } : {}),
        ...(l.offer === 'lease' && l.price.kind === 'amount'
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: l.price.amount,
                priceCurrency: 'CAD',
                unitCode: 'MON',
              },
            }
          : {}),
        availability: 'https://schema.org/InStock',
        offeredBy: { '@type': 'RealEstateAgent', name: l.brokerage },
      },
    });

  for (const { value: a } of content.collections.articles) {
    const author = content.collections.team.find((m) => m.value.slug === a.author)?.value;
    add(pageRoute('articles', a.slug), {
      '@type': 'Article',
      headline: a.title,
      description: a.standfirst,
      image: [absolute(a.hero.src)],
      datePublished: a.date,
      articleSection: ARTICLE_CATEGORIES[a.category].label,
      url: absolute(pageRoute('articles', a.slug)),
      mainEntityOfPage: absolute(pageRoute('articles', a.slug)),
      ...(author
        ? {
            author: {
              '@type': 'Person',
              name: author.name,
              jobTitle: author.role,
              url: absolute(pageRoute('team', author.slug)),
            },
          }
        : {}),
      publisher: { '@id': team['@id'], '@type': 'RealEstateAgent', name: site.brand.teamName },
    });
  }

  return result;
}
