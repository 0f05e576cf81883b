import { Icon, type IconName } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { aboutTexts } from "../about-texts.ts"

await addFeatureTexts(aboutTexts)

interface Member {
  readonly key: string
  readonly name: string
  readonly colour: "orange" | "teal" | "violet"
  readonly links: ReadonlyArray<{ readonly network: IconName; readonly label: string; readonly url: string }>
}

const team: ReadonlyArray<Member> = [
  {
    key: "about.member1",
    name: "Camille Roux",
    colour: "orange",
    links: [
      { network: "instagram", label: "Instagram", url: "https://www.instagram.com/camille.grimpe" },
      { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/in/camille-roux-allez" }
    ]
  },
  {
    key: "about.member2",
    name: "Malik Benali",
    colour: "teal",
    links: [
      { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/in/malik-benali-allez" },
      { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@malik.boulders" }
    ]
  },
  {
    key: "about.member3",
    name: "Léa Martin",
    colour: "violet",
    links: [
      { network: "instagram", label: "Instagram", url: "https://www.instagram.com/lea.ouvreuse" },
      { network: "facebook", label: "Facebook", url: "https://www.facebook.com/lea.martin.allez" }
    ]
  }
]

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")

/** About (spec §2): the three team members, each with job, bio and social links. */
const AboutPage = () => {
  const { t } = useTranslation()
  return (
    <article className="content-page">
      <PageHeader eyebrow={t("about.eyebrow")} title={t("about.title")}>
        <p>{t("about.intro")}</p>
      </PageHeader>
      <ul className="team">
        {team.map((member) => (
          <li key={member.key} className="member-card">
            <span className={`member-avatar member-${member.colour}`} aria-hidden="true">
              {initials(member.name)}
            </span>
            <h2 className="member-name">{member.name}</h2>
            <p className="member-job">{t(`${member.key}.job`)}</p>
            <p className="member-bio">{t(`${member.key}.bio`)}</p>
            <ul className="socials member-socials">
              {member.links.map((link) => (
                <li key={link.network}>
                  <a className="icon-button" href={link.url} target="_blank" rel="noopener noreferrer">
                    <Icon name={link.network} size={20} />
                    <span className="visually-hidden">{t("about.memberOn", { name: member.name, network: link.label })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </article>
  )
}

export default AboutPage
