# Messaggi sui file che il gioco conserva (impostazioni, statistiche, partita
# in corso). $reason è il testo del sistema e resta com'è.
notices-unreadable = Impossibile leggere { $file } ({ $reason }): si usano i valori predefiniti.
notices-damaged-kept = { $file } era danneggiato ({ $reason }). È conservato come { $aside } e si usano i valori predefiniti.
notices-damaged = { $file } era danneggiato ({ $reason }) e non è stato possibile spostarlo. Si usano i valori predefiniti.
notices-not-saved = { $what ->
    [settings] Impossibile salvare le impostazioni
    [statistics] Impossibile salvare le statistiche
   *[game] Impossibile salvare la partita in corso
}: { $reason }
notices-save-unusable-kept = La partita salvata non può essere ripresa ({ $reason }). È conservata come { $aside }.
notices-save-unusable = La partita salvata non può essere ripresa ({ $reason }).
