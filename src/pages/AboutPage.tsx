import { aboutBenefits, aboutText, founderVision, socialLinks } from '../../content/about';
import { people } from '../../content/community';
import { pages } from '../../content/pages';
import { CardGrid } from '../components/CardGrid';
import { FeatureCard } from '../components/FeatureCard';
import { FounderNote } from '../components/FounderNote';
import { PageSection } from '../components/PageSection';
import { SocialLinks } from '../components/SocialLinks';
import { featureIcons } from '../art/featureIcons';
import { portraitUrl } from '../art/portraits';
import { StandardPage } from '../layout/StandardPage';

/** Why the newsletter exists, what it gives you, and where to follow it. */
export function AboutPage() {
  const founder = people[founderVision.signedBy];
  return (
    <>
      <StandardPage copy={pages.about} />
      <PageSection heading={founderVision.heading} width="md">
        <FounderNote
          paragraphs={founderVision.paragraphs}
          name={founder?.name ?? ''}
          role={founder?.role ?? ''}
          portrait={portraitUrl(founder?.portrait)}
        />
      </PageSection>
      <PageSection heading={aboutText.benefitsHeading} tone="tint">
        <CardGrid columns={2} label={aboutText.benefitsHeading}>
          {aboutBenefits.map((benefit) => (
            <li key={benefit.title}>
              <FeatureCard {...benefit} icon={featureIcons[benefit.icon]} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection heading={aboutText.socialHeading} intro={aboutText.socialIntro}>
        <SocialLinks links={socialLinks} label={aboutText.socialHeading} />
      </PageSection>
    </>
  );
}
