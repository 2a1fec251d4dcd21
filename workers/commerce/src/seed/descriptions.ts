/** The product descriptions of the demo catalogue: two or three sentences a trade buyer reads, per product family. */
const TEXTS: Record<string, string> = {
  Installationskabel:
    "Installationskabel för fast förläggning i torra och fuktiga utrymmen, ovan och under puts. Ledare av massiv koppar, märkspänning 300/500 V. Levereras på trumma om 100 m.",
  Kraftkabel:
    "Kraftkabel för förläggning i mark, vatten och kabelstege, för matning av fastigheter och undercentraler. Märkspänning 0,6/1 kV, UV-beständig mantel.",
  "Tele- och datakabel":
    "Installationskabel för data- och telenät i fastigheter, för förläggning i kanal och rör. Uppfyller kraven i brandklass Dca enligt CPR.",
  Kopplingsdosor:
    "Dosa för skarvning och avgrening av ledningar, med inslagbara ingångar för rör och kabel. Halogenfri plast som tål montage i kall miljö.",
  "Rör och kanaler":
    "För skyddad förläggning av installationskabel i bostäder, kontor och industri. Lätt att kapa och montera med tillhörande fästen och skarvdetaljer.",
  "Strömbrytare och uttag":
    "Elmateriel för infällt eller utanpåliggande montage med skruvlösa anslutningsklämmor för snabb installation. Passar standarddosor med 60 mm c/c.",
  Dvärgbrytare:
    "Dvärgbrytare för DIN-skena som skyddar ledningar mot överlast och kortslutning. Märkt enligt SS-EN 60898-1 med tydlig tillståndsindikering på spaken.",
  Jordfelsbrytare:
    "Jordfelsbrytare för DIN-skena som bryter vid jordfel och ger personskydd enligt elsäkerhetsverkets föreskrifter. Testknapp på fronten för regelbunden provning.",
  Normcentraler:
    "Normcentral för bostäder och mindre lokaler, med DIN-skenor, N- och PE-skenor och gott om plats för kabelinföring. Dörr med plats för gruppförteckning.",
  Downlights:
    "Infälld LED-downlight med hög färgåtergivning (Ra > 90) och bländfri optik. Kan isoleringsövertäckas och monteras direkt i tak utan skyddsbox.",
  Armaturer:
    "LED-armatur för kontor, skolor och korridorer med jämn ljusbild och lång livslängd. Levereras med driftdon och snabbanslutning.",
  Fasadbelysning:
    "Utomhusarmatur i pulverlackerad aluminium för fasader, entréer och gångstråk. Tål väder och vind året runt.",
  "LED-lampor":
    "LED-ljuskälla som ersätter glöd- och halogenlampor med en bråkdel av energin. Lång livslängd och omedelbart fullt ljus.",
  Kopparrör:
    "Kopparrör enligt SS-EN 1057 för tappvatten, värme och kyla. Rent och avfettat invändigt, för lödning, pressning och klämringskoppling.",
  Pressrördelar:
    "Pressrördel med O-ring av EPDM för snabba och säkra skarvar utan heta arbeten. Okopplade pressdelar läcker vid provtryckning så att de syns direkt.",
  "PEX-rör":
    "Rör för tappvatten och radiatorvärme, flexibelt och lätt att dra. Godkänt enligt Säker Vatten med typgodkänd kopplingsteknik.",
  Blandare:
    "Blandare med keramisk kartusch och ställbar temperaturspärr mot skållning. Energi- och vattenbesparande, enkel att montera med flexibla anslutningsslangar.",
  Golvbrunnar:
    "Golvbrunn för våtrum med klämring för tätskikt enligt branschreglerna. Låg byggnadshöjd och rensbart vattenlås.",
  Gängtätning:
    "Gängtätning för metalliska gängor i vatten-, värme- och tryckluftsinstallationer. Tätar direkt och kan justeras efter montage.",
  Gipsskivor:
    "Gipsskiva för väggar och tak i bostäder och lokaler. Försänkta långkanter för osynliga skarvar, monteras på trä- eller stålregel.",
  "Spånskivor och OSB":
    "Skiva för golv, väggar och tak i bostäder och fritidshus, med låg emission. Spontade kanter för täta skarvar.",
  Mineralull:
    "Obrännbar isolering för väggar, bjälklag och tak med god ljud- och värmeisolering. Lätt att skära och passa in mellan reglar.",
  Fogmassa:
    "Fogmassa för tätning av fogar inomhus och utomhus, med god vidhäftning mot de flesta byggmaterial. Appliceras med fogpistol.",
  Byggskum:
    "Polyuretanskum för tätning och isolering runt fönster, dörrar och genomföringar. Fyller, tätar och isolerar i ett moment.",
  Borrmaskiner:
    "Elverktyg för yrkesbruk med kolborstfri motor och robust växellåda. Ergonomiskt grepp och LED-belysning för arbete i trånga utrymmen.",
  Sågar:
    "Såg för proffs med kraftig motor och exakt snittdjupsinställning. Anslutning för dammsugare och klinga för trä ingår.",
  Tänger:
    "Tång av härdat kromvanadinstål med precisionsslipade käftar. Handtag med flerkomponentgrepp för bekvämt arbete hela dagen.",
  Skruvmejslar:
    "Skruvmejsel med härdad spets som sitter kvar i skruvfästet. Handtag med mjuka zoner för god kraftöverföring.",
  Elmätinstrument:
    "Mätinstrument för elinstallatörer, säkerhetsklassat för arbete i fasta installationer. Levereras med mätsladdar och kalibreringsintyg.",
  Träskruv:
    "Träskruv med torxfäste och skärande spets som minskar sprickbildning. För reglar, läkt och snickeriarbeten.",
  Gipsskruv:
    "Gipsskruv med trumpethuvud för montage av gipsskivor på trä- eller stålregel. Passar skruvdragare med djupstopp.",
  Plugg: "Plugg för infästning i betong, tegel, lättbetong och gips. Expanderar jämnt och ger hög hållfasthet.",
  Buntband: "Buntband av polyamid för kabelbuntning inomhus och utomhus. Jämn låsning som inte glider.",
  Skyddshandskar: "Arbetshandske med god passform och greppförmåga. Testad och märkt enligt gällande EN-standard.",
  "Skyddsglasögon och hörselskydd":
    "Personlig skyddsutrustning för bygg och industri, bekväm att bära hela arbetsdagen. Testad och CE-märkt enligt gällande EN-standard.",
  Brandsläckare:
    "Brandsläckare för bostäder, fordon och arbetsplatser enligt SS-EN 3. Levereras med väggfäste och kontrollmanometer.",
  Brandvarnare: "Brandvarnare som varnar tidigt vid brand. Testknapp och tydlig signal vid låg batterinivå.",
};

export function productDescription(leafName: string, productName: string, brandName: string): string {
  return `${productName} från ${brandName}. ${TEXTS[leafName] ?? "För professionellt bruk."}`;
}
