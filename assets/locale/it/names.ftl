names-solitaire = solitario
names-coop = cooperativa, { $seats } posti
names-duel = Duello
names-professional = professionale
names-professional-small = professionale, mani ridotte
names-on-fire = On Fire
