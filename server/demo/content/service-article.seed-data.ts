import type { ServiceArticle } from '../../content/service-article.entity';

export type ServiceArticleSeed = Omit<ServiceArticle, 'id'>;

/** The eight services the agency offers (its services pages), in nl, fr and en. */
export const SERVICE_ARTICLE_SEED: ServiceArticleSeed[] = [
  {
    topic: 'sale',
    sort: 1,
    imageUrl: '/media/demo/services/sale.jpg',
    slugs: { nl: 'verkopen', fr: 'vendre', en: 'selling' },
    title: { nl: 'Uw woning verkopen', fr: 'Vendre votre bien', en: 'Selling your home' },
    summary: {
      nl: 'Een correcte prijs, een sterke presentatie en begeleiding tot bij de notaris.',
      fr: "Un prix juste, une présentation soignée et un accompagnement jusqu'à l'acte.",
      en: 'The right price, a strong presentation and guidance all the way to the notary.',
    },
    body: {
      nl: `<p>Een woning verkopen begint met de juiste vraagprijs. Wij bepalen die op basis van recente verkopen in uw buurt, de staat van het pand en het EPC-label, zodat u kopers aantrekt zonder geld op tafel te laten liggen.</p>
<p>Wij verzorgen de professionele foto's, het grondplan en de virtuele rondleiding, en verzamelen alle verplichte attesten: EPC, keuring van de elektrische installatie, bodemattest, asbestattest en stedenbouwkundige inlichtingen. Zo loopt de verkoop niet onnodig vertraging op.</p>
<p>Wij plannen en begeleiden de bezoeken, controleren de financiering van de kandidaat-kopers en onderhandelen in uw naam. Na de ondertekening van het compromis volgen wij het dossier op tot de akte bij de notaris.</p>`,
      fr: `<p>Vendre un bien commence par le bon prix. Nous le fixons sur la base des ventes récentes dans votre quartier, de l'état du bien et de son certificat PEB, afin d'attirer les acheteurs sans rien laisser sur la table.</p>
<p>Nous réalisons les photos professionnelles, le plan et la visite virtuelle, et rassemblons toutes les attestations obligatoires : PEB, contrôle de l'installation électrique, attestation du sol, renseignements urbanistiques. La vente n'est ainsi jamais retardée inutilement.</p>
<p>Nous organisons et accompagnons les visites, vérifions le financement des candidats acquéreurs et négocions en votre nom. Après la signature du compromis, nous suivons le dossier jusqu'à l'acte authentique chez le notaire.</p>`,
      en: `<p>Selling a home starts with the right asking price. We set it from recent sales in your neighbourhood, the condition of the property and its energy performance certificate (EPC), so you attract buyers without leaving money on the table.</p>
<p>We take care of professional photos, the floor plan and the virtual tour, and gather every mandatory certificate: EPC, electrical inspection, soil certificate, asbestos certificate and planning information. That way the sale is never held up for want of paperwork.</p>
<p>We schedule and accompany viewings, check the financing of prospective buyers and negotiate on your behalf. Once the sale agreement is signed, we follow the file up to the deed at the notary's office.</p>`,
    },
  },
  {
    topic: 'rental',
    sort: 2,
    imageUrl: '/media/demo/services/rental.jpg',
    slugs: { nl: 'verhuren', fr: 'louer', en: 'letting' },
    title: { nl: 'Uw pand verhuren', fr: 'Louer votre bien', en: 'Letting your property' },
    summary: {
      nl: 'Een betrouwbare huurder, een sluitend huurcontract en een grondige plaatsbeschrijving.',
      fr: 'Un locataire fiable, un bail solide et un état des lieux détaillé.',
      en: 'A reliable tenant, a sound lease and a thorough check-in inventory.',
    },
    body: {
      nl: `<p>Wij zoeken de juiste huurder voor uw pand. Elke kandidaat vult een huuraanvraag in met gezinssamenstelling, gewenste ingangsdatum en netto-inkomen; wij controleren de gegevens voordat wij u een kandidaat voorstellen.</p>
<p>Wij stellen het huurcontract op volgens de regels van het gewest waar uw pand ligt, laten de huurwaarborg van drie maanden huur op een geblokkeerde rekening storten en registreren het contract.</p>
<p>Bij de sleuteloverdracht maken wij een gedetailleerde plaatsbeschrijving met foto's. Die beschermt u en de huurder bij het einde van de huur.</p>`,
      fr: `<p>Nous trouvons le bon locataire pour votre bien. Chaque candidat remplit une demande de location reprenant la composition du ménage, la date d'entrée souhaitée et les revenus nets ; nous vérifions ces données avant de vous présenter un candidat.</p>
<p>Nous rédigeons le bail selon les règles de la région où se situe votre bien, faisons verser la garantie locative de trois mois de loyer sur un compte bloqué et enregistrons le contrat.</p>
<p>À la remise des clés, nous dressons un état des lieux détaillé avec photos. Il vous protège, vous et le locataire, en fin de bail.</p>`,
      en: `<p>We find the right tenant for your property. Every applicant fills in a rental application with household details, preferred moving date and net income; we check it before we put a candidate forward.</p>
<p>We draw up the lease under the rules of the region your property is in, have the three-month rental deposit paid into a blocked account and register the contract.</p>
<p>When the keys are handed over we make a detailed check-in inventory with photos. It protects both you and the tenant when the lease ends.</p>`,
    },
  },
  {
    topic: 'home-staging',
    sort: 3,
    imageUrl: '/media/demo/services/home-staging.jpg',
    slugs: { nl: 'home-staging', fr: 'home-staging', en: 'home-staging' },
    title: { nl: 'Home staging', fr: 'Home staging', en: 'Home staging' },
    summary: {
      nl: 'Uw woning op haar best voor foto en bezoek, zonder grote werken.',
      fr: 'Votre bien sous son meilleur jour pour les photos et les visites, sans gros travaux.',
      en: 'Your home at its best for photos and viewings, without major works.',
    },
    body: {
      nl: `<p>Kopers beslissen in de eerste seconden van een bezoek, en vaak al bij de eerste foto. Met home staging tonen wij de ruimte en het licht van uw woning, niet uw persoonlijke spullen.</p>
<p>Onze stylist geeft advies per kamer: ontruimen, herschikken, een neutrale kleur, de juiste verlichting. Waar nodig brengen wij tijdelijk meubilair en decoratie binnen.</p>
<p>Goed gestylede woningen worden sneller verkocht en krijgen minder prijsonderhandeling. Home staging is gratis inbegrepen bij elke exclusieve verkoopopdracht.</p>`,
      fr: `<p>Les acheteurs se décident dans les premières secondes d'une visite, et souvent dès la première photo. Le home staging met en valeur l'espace et la lumière de votre bien, pas vos objets personnels.</p>
<p>Notre styliste vous conseille pièce par pièce : désencombrer, réorganiser, une couleur neutre, un bon éclairage. Si nécessaire, nous apportons temporairement du mobilier et de la décoration.</p>
<p>Les biens bien présentés se vendent plus vite et font l'objet de moins de négociation. Le home staging est offert pour tout mandat de vente exclusif.</p>`,
      en: `<p>Buyers make up their minds in the first seconds of a viewing, often at the first photo. Home staging shows off the space and light of your home rather than your belongings.</p>
<p>Our stylist advises room by room: declutter, rearrange, a neutral colour, the right lighting. Where needed we bring in furniture and decoration for the duration of the sale.</p>
<p>Well-staged homes sell faster and with less haggling over the price. Home staging is included free of charge with every sole agency agreement.</p>`,
    },
  },
  {
    topic: 'extranet',
    sort: 4,
    imageUrl: '/media/demo/services/extranet.jpg',
    slugs: { nl: 'extranet', fr: 'extranet', en: 'extranet' },
    title: { nl: 'Uw eigenaarsextranet', fr: 'Votre extranet propriétaire', en: 'Your owner extranet' },
    summary: {
      nl: 'Volg de verkoop of verhuur van uw pand dag na dag, online.',
      fr: 'Suivez la vente ou la location de votre bien au jour le jour, en ligne.',
      en: 'Follow the sale or letting of your property day by day, online.',
    },
    body: {
      nl: `<p>Als eigenaar krijgt u een persoonlijke login op onze website. In uw extranet ziet u hoe vaak uw pand bekeken werd: vandaag, deze week, deze maand en in totaal, met een grafiek van de bezoeken van de voorbije 30 dagen.</p>
<p>U vindt er ook de historiek van de bezoeken ter plaatse, onze contacten met kandidaten, de portalen waarop uw pand online staat en de herkomst van de bezoekers.</p>
<p>Zo weet u op elk moment hoe de markt op uw pand reageert, en kunnen wij samen tijdig bijsturen.</p>`,
      fr: `<p>En tant que propriétaire, vous recevez un accès personnel à notre site. Votre extranet indique combien de fois votre bien a été consulté : aujourd'hui, cette semaine, ce mois-ci et au total, avec un graphique des visites des 30 derniers jours.</p>
<p>Vous y trouvez aussi l'historique des visites sur place, nos échanges avec les candidats, les portails sur lesquels votre bien est publié et la provenance des visiteurs.</p>
<p>Vous savez ainsi à tout moment comment le marché réagit à votre bien, et nous pouvons ajuster ensemble notre approche à temps.</p>`,
      en: `<p>As an owner you get a personal login on our website. Your extranet shows how often your property has been viewed: today, this week, this month and in total, with a graph of the visits over the last 30 days.</p>
<p>It also lists the history of viewings on site, our contacts with prospective buyers or tenants, the portals your property is published on and where its visitors come from.</p>
<p>So you know at any time how the market responds to your property, and we can adjust our approach together in good time.</p>`,
    },
  },
  {
    topic: 'valuation',
    sort: 5,
    imageUrl: '/media/demo/services/valuation.jpg',
    slugs: { nl: 'schatting', fr: 'estimation', en: 'valuation' },
    title: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation' },
    summary: {
      nl: 'Een onderbouwde marktwaarde van uw woning, gratis en vrijblijvend.',
      fr: 'Une valeur de marché argumentée de votre bien, gratuite et sans engagement.',
      en: 'A reasoned market value for your home, free and without obligation.',
    },
    body: {
      nl: `<p>Wat is uw woning vandaag waard? Een van onze erkende makelaars komt langs, bekijkt de ligging, de oppervlakten, de staat en de energieprestatie van uw pand en bespreekt met u uw plannen.</p>
<p>Binnen de week ontvangt u een schattingsverslag met de geschatte verkoopwaarde en huurwaarde, onderbouwd met vergelijkbare verkopen in uw buurt.</p>
<p>De schatting is gratis en verplicht u tot niets. Vraag ze aan via het schattingsformulier of bel ons kantoor.</p>`,
      fr: `<p>Combien vaut votre bien aujourd'hui ? Un de nos agents agréés se rend sur place, examine la situation, les surfaces, l'état et la performance énergétique du bien, et discute avec vous de vos projets.</p>
<p>Dans la semaine, vous recevez un rapport d'estimation reprenant la valeur vénale et la valeur locative estimées, étayées par des ventes comparables dans votre quartier.</p>
<p>L'estimation est gratuite et sans engagement. Demandez-la via le formulaire d'estimation ou appelez notre agence.</p>`,
      en: `<p>What is your home worth today? One of our licensed agents visits, looks at the location, floor areas, condition and energy performance of your property, and talks through your plans with you.</p>
<p>Within a week you receive a valuation report with the estimated sale value and rental value, backed by comparable sales in your neighbourhood.</p>
<p>The valuation is free and commits you to nothing. Request it with the valuation form or call our office.</p>`,
    },
  },
  {
    topic: 'solvency',
    sort: 6,
    imageUrl: '/media/demo/services/solvency.jpg',
    slugs: { nl: 'solvabiliteit', fr: 'solvabilite', en: 'solvency' },
    title: { nl: 'Solvabiliteitscontrole', fr: 'Contrôle de solvabilité', en: 'Solvency checks' },
    summary: {
      nl: 'Wij controleren of kopers en huurders hun engagement kunnen nakomen.',
      fr: 'Nous vérifions que acheteurs et locataires peuvent tenir leurs engagements.',
      en: 'We check that buyers and tenants can honour their commitments.',
    },
    body: {
      nl: `<p>Een bod is pas iets waard als de koper het kan financieren. Wij vragen elke kandidaat-koper naar zijn financieringsplan en, waar mogelijk, een principieel akkoord van de bank, voordat wij een bod aan u voorleggen.</p>
<p>Bij verhuur vergelijken wij het netto-inkomen van de kandidaten met de huurprijs en de lasten, en vragen wij de nodige bewijsstukken op. De wet laat ons daarbij enkel gegevens vragen die nodig zijn om de betaalcapaciteit te beoordelen.</p>
<p>Zo vermijdt u een verkoop die afspringt of een huurachterstand, en blijft uw pand niet onnodig lang leegstaan.</p>`,
      fr: `<p>Une offre n'a de valeur que si l'acheteur peut la financer. Nous demandons à chaque candidat acquéreur son plan de financement et, si possible, un accord de principe de sa banque, avant de vous soumettre son offre.</p>
<p>Pour une location, nous comparons les revenus nets des candidats au loyer et aux charges, et demandons les justificatifs nécessaires. La loi ne nous permet de demander que les données utiles pour évaluer la capacité de paiement.</p>
<p>Vous évitez ainsi une vente qui échoue ou des arriérés de loyer, et votre bien ne reste pas vide inutilement.</p>`,
      en: `<p>An offer is only worth something if the buyer can finance it. We ask every prospective buyer for a financing plan and, where possible, an agreement in principle from their bank before we put the offer to you.</p>
<p>For lettings we compare the applicants' net income with the rent and charges, and ask for the necessary supporting documents. The law only allows us to ask for what is needed to assess their ability to pay.</p>
<p>That way you avoid a sale that falls through or rent arrears, and your property does not stand empty for longer than necessary.</p>`,
    },
  },
  {
    topic: 'international-market',
    sort: 7,
    imageUrl: '/media/demo/services/international-market.jpg',
    slugs: { nl: 'internationale-markt', fr: 'marche-international', en: 'international-market' },
    title: { nl: 'Internationale markt', fr: 'Marché international', en: 'International market' },
    summary: {
      nl: 'Brussel trekt kopers en huurders uit heel Europa aan; wij bereiken ze.',
      fr: "Bruxelles attire acheteurs et locataires de toute l'Europe ; nous les atteignons.",
      en: 'Brussels draws buyers and tenants from all over Europe; we reach them.',
    },
    body: {
      nl: `<p>Brussel is de thuisbasis van de Europese instellingen, de NAVO en honderden internationale bedrijven. Een groot deel van de kopers en huurders komt uit het buitenland.</p>
<p>Wij publiceren uw pand in het Nederlands, Frans en Engels, op onze website en op internationale portalen, en ons team spreekt de talen van uw kandidaten.</p>
<p>Voor buitenlandse kopers leggen wij de Belgische aankoopprocedure uit: het compromis, de registratierechten, de rol van de notaris. Dat geeft vertrouwen en versnelt de beslissing.</p>`,
      fr: `<p>Bruxelles accueille les institutions européennes, l'OTAN et des centaines d'entreprises internationales. Une grande partie des acheteurs et des locataires vient de l'étranger.</p>
<p>Nous publions votre bien en néerlandais, en français et en anglais, sur notre site et sur des portails internationaux, et notre équipe parle la langue de vos candidats.</p>
<p>Aux acheteurs étrangers, nous expliquons la procédure d'achat belge : le compromis, les droits d'enregistrement, le rôle du notaire. Cela crée la confiance et accélère la décision.</p>`,
      en: `<p>Brussels is home to the European institutions, NATO and hundreds of international companies. A large share of buyers and tenants come from abroad.</p>
<p>We publish your property in Dutch, French and English, on our website and on international portals, and our team speaks your candidates' languages.</p>
<p>For foreign buyers we explain how buying works in Belgium: the sale agreement, registration duties and the role of the notary. That builds trust and speeds up the decision.</p>`,
    },
  },
  {
    topic: 'rental-management',
    sort: 8,
    imageUrl: '/media/demo/services/rental-management.jpg',
    slugs: { nl: 'rentmeesterschap', fr: 'gestion-locative', en: 'rental-management' },
    title: { nl: 'Rentmeesterschap', fr: 'Gestion locative', en: 'Rental management' },
    summary: {
      nl: 'Wij beheren uw verhuurde pand van huurinning tot herstellingen.',
      fr: "Nous gérons votre bien loué, de l'encaissement des loyers aux réparations.",
      en: 'We manage your let property, from collecting the rent to repairs.',
    },
    body: {
      nl: `<p>Met ons rentmeesterschap hoeft u niet meer naar uw huurders om te kijken. Wij innen de huur en de lasten, volgen betalingen op en passen de huur jaarlijks aan de index aan.</p>
<p>Meldt een huurder een defect, dan laten wij het herstellen door vakmensen die wij kennen, binnen het budget dat u vastlegt. Grote werken bespreken wij altijd eerst met u.</p>
<p>U ontvangt elk kwartaal een helder overzicht van inkomsten en uitgaven. Bij het einde van de huur regelen wij de uitgaande plaatsbeschrijving en de vrijgave van de huurwaarborg.</p>`,
      fr: `<p>Avec notre gestion locative, vous n'avez plus à vous occuper de vos locataires. Nous encaissons les loyers et les charges, suivons les paiements et indexons le loyer chaque année.</p>
<p>Lorsqu'un locataire signale un défaut, nous le faisons réparer par des artisans de confiance, dans le budget que vous fixez. Les gros travaux sont toujours discutés avec vous au préalable.</p>
<p>Vous recevez chaque trimestre un relevé clair des recettes et des dépenses. En fin de bail, nous organisons l'état des lieux de sortie et la libération de la garantie locative.</p>`,
      en: `<p>With our rental management you no longer have to look after your tenants. We collect the rent and charges, chase late payments and index the rent every year.</p>
<p>When a tenant reports a fault, we have it repaired by tradespeople we trust, within the budget you set. Major works are always discussed with you first.</p>
<p>Every quarter you receive a clear statement of income and expenses. When the lease ends we arrange the check-out inventory and the release of the rental deposit.</p>`,
    },
  },
];
